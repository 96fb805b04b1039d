import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminResults } from '@podium/contracts/admin/admin-results';
import { http } from '../../../lib/http-client';

type Answer = { data: AdminResults; message: string };
const resultsKey = (eventId: number) => ['admin', 'results', eventId] as const;

export const useAdminResults = (eventId: number) =>
  useQuery({
    queryKey: resultsKey(eventId),
    queryFn: async () => (await http.get<Answer>(`/admin/events/${eventId}/results`)).data,
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
      http.post<Answer>(`/admin/events/${eventId}/fixtures`, input),
  );
export const useUpdateFixture = (eventId: number) =>
  useResultsChange(
    eventId,
    ({
      fixtureId,
      ...input
    }: {
      fixtureId: number;
      homeScore?: string | null;
      awayScore?: string | null;
      status?: string;
      winnerTeamId?: number | null;
    }) => http.patch<Answer>(`/admin/events/${eventId}/fixtures/${fixtureId}`, input),
  );
export const useSetPlacings = (eventId: number) =>
  useResultsChange(
    eventId,
    ({ eventSportCategoryId, placings }: { eventSportCategoryId: number; placings: { teamId: number; place: number }[] }) =>
      http.put<Answer>(`/admin/events/${eventId}/categories/${eventSportCategoryId}/placings`, { placings }),
  );
