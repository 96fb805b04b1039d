import { useQuery } from '@tanstack/react-query';
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
 * The big screen's two reads, the microsite's own public answers under the microsite's keys (so the
 * live stream refetches them): every fixture of the event, filtered on the screen by venue and
 * sport, and the medal tally. A failed refetch keeps the last answer on screen.
 */
export function useScreenReads(eventId: number) {
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
  return { fixtures, medalTally };
}
