import { useQuery } from '@tanstack/react-query';
import { standingsAnswerSchema, type StandingsAnswer } from '@podium/contracts/tournaments/tournaments';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { eventRefreshInterval } from '../live/event-live';
import { eventSiteKeys } from './query-keys';

const standingsAnswer = successEnvelope(standingsAnswerSchema);

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
