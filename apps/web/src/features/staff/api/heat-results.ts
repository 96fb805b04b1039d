import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HeatResultsRequest } from '@podium/contracts/tournaments/timed-events';
import { http } from '../../../lib/http-client';
import { eventSiteKeys } from '../../event-site';

/** PUT /staff/heats/{id}/results: one row per lane; the heat's round, the final and the medals follow. */
export function useSaveHeatResults(eventId: number, heatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HeatResultsRequest) => http.put(`/staff/heats/${heatId}/results`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventSiteKeys.standings(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventSiteKeys.results(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventSiteKeys.medalTally(eventId) });
    },
  });
}
