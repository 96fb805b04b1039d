import { useMutation, useQueryClient } from '@tanstack/react-query';
import { heatResultsAnswerSchema, type HeatResultsRequest } from '@podium/contracts/tournaments/timed-events';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { revalidatePublicReadsFor } from '../../../lib/public-read-revalidation';
import { eventSiteKeys } from '../../event-site';

const heatAnswer = successEnvelope(heatResultsAnswerSchema);

/** PUT /staff/heats/{id}/results: one row per lane; the heat's round, the final and the medals follow. */
export function useSaveHeatResults(eventId: number, heatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: HeatResultsRequest) => (await http.put(`/staff/heats/${heatId}/results`, body, { schema: heatAnswer })).data,
    onSuccess: () => {
      // The heat's round, the final's lanes and the medals changed: ask the server, not the browser's 15 s copy.
      revalidatePublicReadsFor(5_000);
      void queryClient.invalidateQueries({ queryKey: eventSiteKeys.standings(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventSiteKeys.results(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventSiteKeys.medalTally(eventId) });
    },
  });
}
