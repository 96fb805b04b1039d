import type { EventDetail, Fixture } from '@podium/contracts/events/event-site';
import { localDay } from '../../../lib/format-date';
import { isOnScreen, type ScreenFilter } from './screen-filter';

/** How many of each a 1920×1080 screen holds at a size readable from 5 m. */
export const SCREEN_LIMITS = { live: 4, nextPerVenue: 4, venues: 3, results: 6, medalRows: 8 } as const;

export interface VenueQueue {
  venue: { id: number; name: string };
  fixtures: Fixture[];
}

/** The matches a big screen shows, each list in the order it is read. */
export interface ScreenBoards {
  live: Fixture[];
  nextByVenue: VenueQueue[];
  latestResults: Fixture[];
}

const byStart = (a: Fixture, b: Fixture) => a.startsAt.localeCompare(b.startsAt) || a.id - b.id;

/**
 * Splits the event's fixtures into what the screen shows: the matches live now; per venue, the
 * next matches with a time, from today on in the event's zone (an unplayed match from an earlier
 * day is not "next"); and the latest results, newest first (by start: fixtures keep no end time).
 */
export function screenBoards(
  fixtures: Fixture[],
  filter: ScreenFilter,
  event: Pick<EventDetail, 'venues' | 'timeZone'>,
  now: Date,
): ScreenBoards {
  const shown = fixtures.filter((fixture) => isOnScreen(filter, fixture));
  const today = localDay(now.toISOString(), event.timeZone);
  const upcoming = shown
    .filter((fixture) => fixture.status === 'scheduled' && fixture.isScheduled && localDay(fixture.startsAt, event.timeZone) >= today)
    .sort(byStart);
  // The venues picked (even one with nothing left today, so its screen says so), else those with matches to come.
  const venues = filter.venueIds
    ? event.venues.filter((venue) => filter.venueIds!.has(venue.id))
    : event.venues.filter((venue) => upcoming.some((fixture) => fixture.venue.id === venue.id));
  return {
    live: shown.filter((fixture) => fixture.status === 'live').sort(byStart),
    nextByVenue: venues.slice(0, SCREEN_LIMITS.venues).map((venue) => ({
      venue: { id: venue.id, name: venue.name },
      fixtures: upcoming.filter((fixture) => fixture.venue.id === venue.id).slice(0, SCREEN_LIMITS.nextPerVenue),
    })),
    latestResults: shown
      .filter((fixture) => fixture.status === 'finished')
      .sort((a, b) => byStart(b, a))
      .slice(0, SCREEN_LIMITS.results),
  };
}
