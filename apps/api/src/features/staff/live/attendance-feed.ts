import type { DatabaseChannels } from '../../../platform/realtime';

/** The channel the attendance trigger (migration 0003) notifies on. */
export const ATTENDANCE_CHANNEL = 'attendance';

type Listener = () => void;

/**
 * Attendance changes of every API replica, through PostgreSQL LISTEN/NOTIFY: the database trigger
 * sends `{ tenantId, eventId }` after each recorded or undone check-in, whichever replica (or
 * script) wrote it. It rides the process's one LISTEN connection (platform/realtime), subscribed
 * with the first dashboard; after a lost connection every dashboard refreshes once.
 */
export class AttendanceFeed {
  private readonly listeners = new Map<number, Set<Listener>>();
  private starting: Promise<unknown> | undefined;

  constructor(private readonly channels: DatabaseChannels) {}

  /** Calls `listener` after each attendance change of `eventId`; returns the unsubscribe function. */
  async subscribe(eventId: number, listener: Listener): Promise<() => void> {
    let set = this.listeners.get(eventId);
    if (!set) this.listeners.set(eventId, (set = new Set()));
    set.add(listener);
    await this.start();
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(eventId);
    };
  }

  private start(): Promise<unknown> {
    this.starting ??= this.channels
      .subscribe(ATTENDANCE_CHANNEL, {
        onMessage: (payload) => this.dispatch(payload),
        // Changes made while disconnected were missed: let every dashboard refresh once.
        onReconnect: () => [...this.listeners.values()].forEach((set) => set.forEach((listener) => listener())),
      })
      .catch((error: unknown) => {
        this.starting = undefined;
        throw error;
      });
    return this.starting;
  }

  private dispatch(payload: string): void {
    let eventId: number | undefined;
    try {
      eventId = (JSON.parse(payload) as { eventId?: number }).eventId;
    } catch {
      return;
    }
    if (typeof eventId !== 'number') return;
    for (const listener of this.listeners.get(eventId) ?? []) listener();
  }
}
