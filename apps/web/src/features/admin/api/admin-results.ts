import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminResultsSchema, type AdminResults } from '@podium/contracts/admin/admin-results';
import { successEnvelope } from '@podium/contracts/http/envelope';
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
