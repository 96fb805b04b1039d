import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { standingsAnswerSchema } from '@podium/contracts/tournaments/tournaments';
import { heatResultsAnswerSchema, type HeatResultsRequest } from '@podium/contracts/tournaments/timed-events';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { revalidatePublicReadsFor } from '../../../lib/public-read-revalidation';
import { eventSiteKeys } from '../../event-site';
import { staffKeys } from './query-keys';

const heatAnswer = successEnvelope(heatResultsAnswerSchema);
const standingsAnswer = successEnvelope(standingsAnswerSchema);

/**
 * GET /staff/events/{id}/standings: one category's heats as the public read has them, but with
 * people's full names whatever the site shows the public (issue 31 §4).
 */
export function useStaffStandings(eventId: number, eventSportCategoryId: number | undefined) {
  return useQuery({
    queryKey: staffKeys.standings(eventId, eventSportCategoryId),
    queryFn: async () =>
      (
        await http.get(`/staff/events/${eventId}/standings`, {
          query: { eventSportCategoryId: eventSportCategoryId! },
          schema: standingsAnswer,
        })
      ).data,
    enabled: eventSportCategoryId !== undefined,
  });
}

/** PUT /staff/heats/{id}/results: one row per lane; the heat's round, the final and the medals follow. */
export function useSaveHeatResults(eventId: number, heatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: HeatResultsRequest) => (await http.put(`/staff/heats/${heatId}/results`, body, { schema: heatAnswer })).data,
    onSuccess: () => {
      // The heat's round, the final's lanes and the medals changed: ask the server, not the browser's 15 s copy.
      revalidatePublicReadsFor(5_000);
      void queryClient.invalidateQueries({ queryKey: staffKeys.standings(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventSiteKeys.standings(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventSiteKeys.results(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventSiteKeys.medalTally(eventId) });
    },
  });
}
