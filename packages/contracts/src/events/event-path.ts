/**
 * The top-level path segment of an event microsite: `{city name lowercase}-{event slug}`
 * (spec section 2), e.g. `bengaluru-corporate-olympics-2026`. Spaces in a city name become hyphens.
 */
export function eventPathSegment(cityName: string, eventSlug: string): string {
  const city = cityName.trim().toLowerCase().replace(/\s+/g, '-');
  return `${city}-${eventSlug}`;
}

/** The microsite sections, in header order, with the `corporateOlympics.*` flag that shows each. */
export const EVENT_SECTIONS = [
  { section: 'about', label: 'About', flag: 'about' },
  { section: 'blogs', label: 'News & Blog', flag: 'newsBlog' },
  { section: 'teams', label: 'Teams', flag: 'teams' },
  { section: 'allgames', label: 'All Games', flag: 'allGames' },
  { section: 'medal-tally', label: 'Medal Tally', flag: 'medalTally' },
  { section: 'results', label: 'Results', flag: 'results' },
  { section: 'gallery', label: 'Gallery', flag: 'gallery' },
  { section: 'fixtures', label: 'Fixtures', flag: 'fixtures' },
] as const;
export type EventSection = (typeof EVENT_SECTIONS)[number]['section'];

/** Link to one section of an event's microsite. */
export function eventSectionHref(eventPath: string, section: EventSection): string {
  return `/${eventPath}/${section}`;
}

/** Link to the registration page of an event (`/co-register?eventId={id}`). */
export function coRegisterHref(eventId: number): string {
  return `/co-register?eventId=${eventId}`;
}
