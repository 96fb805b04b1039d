import type { FixtureFilters } from './get-event-fixtures';

/**
 * The event site's query keys, in one place: its reads use them, and other features (staff score
 * entry, walkovers) invalidate through them instead of retyping strings. An event's key starts
 * with its kind and the event id, so `eventSiteKeys.fixtures(eventId)` also matches every filter.
 */
export const eventSiteKeys = {
  byPath: (eventPath: string) => ['event-by-path', eventPath.toLowerCase()] as const,
  teams: (eventId: number) => ['event-teams', eventId] as const,
  fixtures: (eventId: number, filters?: FixtureFilters) =>
    filters === undefined ? (['event-fixtures', eventId] as const) : (['event-fixtures', eventId, filters] as const),
  standings: (eventId: number, eventSportCategoryId?: number) =>
    eventSportCategoryId === undefined
      ? (['event-standings', eventId] as const)
      : (['event-standings', eventId, eventSportCategoryId] as const),
  results: (eventId: number) => ['event-results', eventId] as const,
  medalTally: (eventId: number) => ['medal-tally', eventId] as const,
  gallery: (eventId: number) => ['event-gallery', eventId] as const,
};

/** The reads that follow an event's scores, draws, results and medals (the live stream refetches these). */
export const LIVE_EVENT_KEY_KINDS: ReadonlySet<string> = new Set(
  [
    eventSiteKeys.fixtures(0),
    eventSiteKeys.standings(0),
    eventSiteKeys.results(0),
    eventSiteKeys.medalTally(0),
    eventSiteKeys.teams(0),
  ].map((key) => key[0]),
);
