/**
 * The days an event runs: "Mar 14 – Mar 16, 2026", or for one day
 * "Mar 14, 2026". Zod-free: the web app's hero and the server's pre-painted hero
 * (apps/api/src/http/web-app/event-prepaint.ts) must print the very same text.
 */
export function formatDayRange(startsOn: string, endsOn: string): string {
  const toDate = (day: string) => new Date(`${day}T12:00:00Z`);
  const format = (day: string, options: Intl.DateTimeFormatOptions) =>
    toDate(day).toLocaleDateString('en-US', { timeZone: 'UTC', ...options });
  if (startsOn === endsOn) return format(startsOn, { month: 'short', day: 'numeric', year: 'numeric' });
  return `${format(startsOn, { month: 'short', day: 'numeric' })} – ${format(endsOn, { month: 'short', day: 'numeric', year: 'numeric' })}`;
}
