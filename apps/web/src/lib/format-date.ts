/**
 * The app's one place for dates, in three styles: times of record (check-ins, audit rows) in the
 * spec's 'Jan 5, 2025, 03:04:05 PM' (the contract's formatters, shared with the API's exports),
 * schedules (matches, fixtures, a registration's next match) in a short 'Sat, Jan 10 · 9:30 AM',
 * and days of a post or a coupon as 'Jan 10, 2026'. Calendar days (YYYY-MM-DD) are read as days,
 * not instants, so no device time zone can move them.
 */
import { formatShortDay, SHORT_MONTHS } from '@podium/contracts/events/day-range';

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
  // The device's own day from Date's local fields: home's first render asks for it, and a
  // browser's first Intl format loads its locale data (61 ms of that render at phone speed, issue 34).
  if (timeZone === undefined) return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
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
  return calendarDayWithoutIntl(day, options) ?? calendarDayWithIntl(day, options);
}

function calendarDayWithIntl(day: string, options: Intl.DateTimeFormatOptions): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', ...options });
}

/** A month heading, e.g. 'July 2026' (month index 0-11). */
export function formatMonth(year: number, monthIndex: number): string {
  return new Date(Date.UTC(year, monthIndex, 15)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The event cards' 'Jul', '1' and 'Jul 1' from the day's digits, the same text as Intl in en-US
 * (format-date.test.ts compares every day of several years): they are on home's first render,
 * where Intl's first use costs its locale data. Other options go to Intl (undefined here).
 */
function calendarDayWithoutIntl(day: string, options: Intl.DateTimeFormatOptions): string | undefined {
  const digits = CALENDAR_DAY.exec(day);
  if (!digits) return undefined;
  const keys = Object.keys(options).sort().join(',');
  if (keys === 'month' && options.month === 'short') return SHORT_MONTHS[Number(digits[2]) - 1];
  if (keys === 'day' && options.day === 'numeric') return String(Number(digits[3]));
  if (keys === 'day,month' && options.month === 'short' && options.day === 'numeric') return formatShortDay(day, false);
  return undefined;
}
