/**
 * The app's one place for dates, in three styles: times of record (check-ins, audit rows) in the
 * spec's 'Jan 5, 2025, 03:04:05 PM' (the contract's formatters, shared with the API's exports),
 * schedules (matches, fixtures, a registration's next match) in a short 'Sat, Jan 10 · 9:30 AM',
 * and days of a post or a coupon as 'Jan 10, 2026'. Calendar days (YYYY-MM-DD) are read as days,
 * not instants, so no device time zone can move them.
 */
export { formatCheckInTime, formatRecordTime } from '@podium/contracts/check-in/check-in-time';

export function formatScheduleTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
  const time = date.toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return `${day} · ${time}`;
}

export { formatDayRange } from '@podium/contracts/events/day-range';

/** The day of an instant, e.g. a blog post's or a coupon's: 'Nov 23, 2026' (in `timeZone`, else the device's). */
export function formatDay(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleDateString('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' });
}

/**
 * Today as YYYY-MM-DD where the person is (the device's zone, or `timeZone`), not in UTC: from
 * midnight to 05:30 in India the UTC date is still yesterday.
 */
export function localToday(now = new Date(), timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Time of day of an instant in the event's zone, e.g. "4:30 PM". */
export function formatTimeOfDay(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
}

/** The local day of an instant in the event's zone as YYYY-MM-DD. */
export function localDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/** A day heading, e.g. "Wednesday, Jul 1". */
export function formatDayHeading(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', month: 'short', day: 'numeric' });
}

/** Part of a calendar day (YYYY-MM-DD), e.g. { month: 'short' } → 'Jul'. */
export function formatCalendarDay(day: string, options: Intl.DateTimeFormatOptions): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', ...options });
}

/** A month heading, e.g. 'July 2026' (month index 0-11). */
export function formatMonth(year: number, monthIndex: number): string {
  return new Date(Date.UTC(year, monthIndex, 15)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
