/**
 * The days an event runs: "Mar 14 – Mar 16, 2026", or for one day
 * "Mar 14, 2026". Zod-free: the web app's hero and the server's pre-painted hero
 * (apps/api/src/http/web-app/event-prepaint.ts) must print the very same text.
 *
 * Written from the day's own digits, not with Intl: the hero is the first thing an event page
 * renders, and a browser's first Intl date format loads its locale data, 66 ms on a phone-speed
 * CPU (Chromium at 4× slow-down) inside the first render's long task (issue 34). The text is the
 * same as en-US `toLocaleDateString` in UTC; day-range.test.ts checks it against Intl for every
 * day of several years.
 */
export const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Mar 14" for 2026-03-14, with ", 2026" when `withYear`; the ISO text as given if it is not a day. */
export function formatShortDay(day: string, withYear: boolean): string {
  const [year, month, dayOfMonth] = day.split('-').map(Number);
  const monthName = month === undefined ? undefined : SHORT_MONTHS[month - 1];
  if (!monthName || !Number.isInteger(year) || !Number.isInteger(dayOfMonth)) return day;
  return withYear ? `${monthName} ${dayOfMonth}, ${year}` : `${monthName} ${dayOfMonth}`;
}

export function formatDayRange(startsOn: string, endsOn: string): string {
  if (startsOn === endsOn) return formatShortDay(startsOn, true);
  return `${formatShortDay(startsOn, false)} – ${formatShortDay(endsOn, true)}`;
}
