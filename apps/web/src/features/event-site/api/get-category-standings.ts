import { useQuery } from '@tanstack/react-query';
import type { StandingsAnswer } from '@podium/contracts/tournaments/tournaments';
import { http } from '../../../lib/http-client';
import { lazyEnvelope } from '../../../lib/lazy-envelope';
import { eventRefreshInterval } from '../live/event-live';
import { eventSiteKeys } from './query-keys';

const standingsAnswer = lazyEnvelope(async () => (await import('@podium/contracts/tournaments/tournaments')).standingsAnswerSchema);

export async function getCategoryStandings(eventId: number, eventSportCategoryId: number): Promise<StandingsAnswer> {
  return (await http.get(`/public/events/${eventId}/standings`, { query: { eventSportCategoryId }, schema: standingsAnswer })).data;
}

/** Group tables, bracket and medals of one category; refreshed with the fixtures while on screen. */
export function useCategoryStandings(eventId: number, eventSportCategoryId: number | undefined) {
  return useQuery({
    queryKey: eventSiteKeys.standings(eventId, eventSportCategoryId),
    queryFn: () => getCategoryStandings(eventId, eventSportCategoryId!),
    enabled: eventSportCategoryId !== undefined,
    refetchInterval: eventRefreshInterval(eventId),
  });
}
