/** One entry for Google Calendar's "create event" page: a timed one, or whole days. */
export type GoogleCalendarEntry = {
  title: string;
  location: string;
  details: string;
  /** The zone Google shows the entry in (the event's). */
  timeZone: string;
} & ({ startsAt: string; endsAt: string } | { firstDay: string; lastDay: string });

const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
const dayStamp = (day: string) => day.replace(/-/g, '');
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Google Calendar's template link (`calendar.google.com/calendar/render?action=TEMPLATE`): Google
 * has no .ics import by link, so "Add to calendar" opens its own form, filled in. Times in UTC
 * (`…Z`), as in our .ics files; whole days end the day after the last (exclusive, as in iCalendar).
 */
export function googleCalendarUrl(entry: GoogleCalendarEntry): string {
  const dates =
    'startsAt' in entry
      ? `${utcStamp(entry.startsAt)}/${utcStamp(entry.endsAt)}`
      : `${dayStamp(entry.firstDay)}/${dayStamp(dayAfter(entry.lastDay))}`;
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates,
    location: entry.location,
    details: entry.details,
    ctz: entry.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
