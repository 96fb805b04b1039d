/** The site's own address for an API path, so a calendar app (which is not this browser) can fetch it. */
export function absoluteUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).toString();
}

/**
 * The `webcal://` form of a feed URL: the operating system hands it to the calendar app, which
 * subscribes (and refreshes) instead of importing once. Apple Calendar and Outlook fetch it over
 * HTTPS (plain HTTP on a development site).
 */
export function webcalUrl(path: string, origin: string = window.location.origin): string {
  return absoluteUrl(path, origin).replace(/^https?:\/\//, 'webcal://');
}

/** Google Calendar's "add by URL" page for a feed (Google cannot open webcal:// links itself). */
export function googleSubscribeUrl(path: string, origin: string = window.location.origin): string {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl(path, origin))}`;
}

/** An event's matches as one .ics file (public, cached). */
export const eventCalendarPath = (eventId: number) => `/api/public/events/${eventId}/calendar.ics`;
/** One match as an .ics file, with the same UID as in the feeds. */
export const matchCalendarPath = (eventId: number, fixtureId: number) => `/api/public/events/${eventId}/fixtures/${fixtureId}/calendar.ics`;
