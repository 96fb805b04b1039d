import { endOfLocalDay } from '../../platform/zoned-time';

/**
 * When registering for (and withdrawing from) a sport category closes: when its first match
 * starts, or, with no match scheduled yet, when the event's last day ends in its time zone.
 */
export function registrationClosesAt(firstFixtureAt: Date | string | null, event: { endsOn: string; timeZone: string }): Date {
  if (firstFixtureAt) return new Date(firstFixtureAt);
  return endOfLocalDay(event.endsOn, event.timeZone);
}
