import { useQueries, useQuery } from '@tanstack/react-query';
import type { EventDetail } from '@podium/contracts/events/event-site';
import { getCategoryStandings } from '../api/get-category-standings';
import { getEventFixtures } from '../api/get-event-fixtures';
import { getMedalTally } from '../api/get-event-results';
import { eventSiteKeys } from '../api/query-keys';
import { isEventLive } from '../live/event-live';

/**
 * While the live stream is down a screen reads again this often (the microsite's minute is long for
 * a scoreboard); while it is up, the stream's messages refetch these reads and nothing polls.
 */
export const SCREEN_FALLBACK_REFRESH_MS = 15_000;

const screenRefreshInterval = (eventId: number) => (): number | false => (isEventLive(eventId) ? false : SCREEN_FALLBACK_REFRESH_MS);

/**
 * The big screen's reads, the microsite's own public answers under the microsite's keys (so the
 * live stream refetches them): every fixture of the event, filtered on the screen by venue and
 * sport; the standings of each timed or measured category on the screen (its heats and lanes);
 * and the medal tally. A failed refetch keeps the last answer on screen.
 */
export function useScreenReads(event: Pick<EventDetail, 'id' | 'sportCategories'>, sportIds?: ReadonlySet<number>) {
  const eventId = event.id;
  const fixtures = useQuery({
    queryKey: eventSiteKeys.fixtures(eventId, {}),
    queryFn: () => getEventFixtures(eventId),
    refetchInterval: screenRefreshInterval(eventId),
  });
  const medalTally = useQuery({
    queryKey: eventSiteKeys.medalTally(eventId),
    queryFn: () => getMedalTally(eventId),
    refetchInterval: screenRefreshInterval(eventId),
  });
  const timedCategories = event.sportCategories.filter(
    (category) => category.resultType !== 'match' && (!sportIds || sportIds.has(category.sportId)),
  );
  const heats = useQueries({
    queries: timedCategories.map((category) => ({
      queryKey: eventSiteKeys.standings(eventId, category.id),
      queryFn: () => getCategoryStandings(eventId, category.id),
      refetchInterval: screenRefreshInterval(eventId),
    })),
    combine: (results) => results.flatMap((result) => (result.data ? [result.data] : [])),
  });
  return { fixtures, medalTally, heats };
}
