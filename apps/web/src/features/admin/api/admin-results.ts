import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminResultsSchema, type AdminResults } from '@podium/contracts/admin/admin-results';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { scoreAnswerSchema } from '@podium/contracts/tournaments/tournaments';
import { eventSiteKeys } from '../../event-site';
import { http } from '../../../lib/http-client';
import { adminKeys } from './query-keys';

type Answer = { data: AdminResults; message: string };
/** The read and every change answer the event's whole results, checked against the contract. */
const resultsAnswer = successEnvelope(adminResultsSchema);
const resultsKey = adminKeys.results;

export const useAdminResults = (eventId: number) =>
  useQuery({
    queryKey: resultsKey(eventId),
    queryFn: async () => (await http.get(`/admin/events/${eventId}/results`, { schema: resultsAnswer })).data,
    enabled: eventId > 0,
    retry: false,
  });

function useResultsChange<Input>(eventId: number, call: (input: Input) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (answer) => client.setQueryData(resultsKey(eventId), answer.data) });
}

export const useCreateFixture = (eventId: number) =>
  useResultsChange(
    eventId,
    (input: { eventSportCategoryId: number; round: string; startsAt: string; homeTeamId: number | null; awayTeamId: number | null }) =>
      http.post(`/admin/events/${eventId}/fixtures`, input, { schema: resultsAnswer }),
  );
export const useSetPlacings = (eventId: number) =>
  useResultsChange(
    eventId,
    ({ eventSportCategoryId, placings }: { eventSportCategoryId: number; placings: { teamId: number; place: number }[] }) =>
      http.put(`/admin/events/${eventId}/categories/${eventSportCategoryId}/placings`, { placings }, { schema: resultsAnswer }),
  );

const resetAnswer = successEnvelope(scoreAnswerSchema);

/**
 * DELETE /admin/fixtures/{id}/score: a match entered by mistake goes back to not played (its winner
 * leaves the next match). The admin's results, the event's fixtures and its tables are read again.
 */
export function useResetFixtureScore(eventId: number, fixtureId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete(`/admin/fixtures/${fixtureId}/score`, { schema: resetAnswer }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: resultsKey(eventId) });
      void client.invalidateQueries({ queryKey: eventSiteKeys.fixtures(eventId) });
      void client.invalidateQueries({ queryKey: eventSiteKeys.standings(eventId) });
    },
  });
}
