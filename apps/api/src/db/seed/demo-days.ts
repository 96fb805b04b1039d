import { localDayOf } from '../../platform/zoned-time';

/** The demo event's time zone (the events table's default): its days are Bengaluru's. */
export const DEMO_TIME_ZONE = 'Asia/Kolkata';

/**
 * The calendar day (YYYY-MM-DD) `offsetDays` after `today`'s day in the demo event's time zone.
 * Not UTC's day: between 18:30 and 24:00 UTC it is already tomorrow in Bengaluru, and a demo seeded
 * then had "today's" heats and matches on the event's yesterday (the big screen showed nothing).
 */
export function demoDay(today: Date, offsetDays: number): string {
  const day = new Date(`${localDayOf(today, DEMO_TIME_ZONE)}T00:00:00.000Z`);
  return new Date(day.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}
