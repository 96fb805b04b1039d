/** The current time, behind an interface so tests can fix or move it (OTP expiry, TOTP windows, event days). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests control: starts at `start`, moves only when told. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | string = '2026-06-01T10:00:00.000Z') {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }
  advanceSeconds(seconds: number): void {
    this.current += seconds * 1000;
  }
}
