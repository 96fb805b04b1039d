import type { RotatingCodeTarget } from './get-rotating-code';

/** The check-in feature's query keys: codes, the kiosk's rotating code and the published events. */
export const checkInKeys = {
  codes: (eventId: number) => ['checkin-codes', eventId] as const,
  rotatingCode: (target: RotatingCodeTarget | undefined) => ['rotating-code', target] as const,
  kioskCode: (kioskToken: string) => ['kiosk-code', kioskToken] as const,
  publicEvents: ['public-events'] as const,
};
