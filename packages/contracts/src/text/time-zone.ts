import { oneLineText } from './one-line-text';

export const TIME_ZONE_MESSAGE = 'Enter an IANA time zone such as Asia/Kolkata.';

/** Whether the runtime's time-zone data knows the zone (the same data every date in Podium is formatted with). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * An IANA time zone such as Asia/Kolkata: a tenant's default and each event's. An unknown one is a
 * 400 here, not a failure later when a check-in or a schedule formats a time in it.
 */
export const timeZoneText = () => oneLineText().trim().min(1, TIME_ZONE_MESSAGE).max(64).refine(isTimeZone, TIME_ZONE_MESSAGE);
