import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminEvent, AdminEventSummary, CreateEventInput, UpdateEventInput } from '@podium/contracts/admin/admin-events';
import { http } from '../../../lib/http-client';

type Answer<T> = { data: T; message: string };

export const adminEventsQuery = () => ({
  queryKey: ['admin', 'events'] as const,
  queryFn: async () => (await http.get<Answer<AdminEventSummary[]>>('/admin/events')).data,
  retry: false,
});

export const adminEventQuery = (eventId: number) => ({
  queryKey: ['admin', 'events', eventId] as const,
  queryFn: async () => (await http.get<Answer<AdminEvent>>(`/admin/events/${eventId}`)).data,
  retry: false,
});

export const useAdminEvents = () => useQuery(adminEventsQuery());
export const useAdminEvent = (eventId: number) => useQuery({ ...adminEventQuery(eventId), enabled: eventId > 0 });

/** Every event change answers the whole event: it goes straight into the cache. */
function useEventChange<Input>(call: (input: Input) => Promise<Answer<AdminEvent>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      client.setQueryData(adminEventQuery(answer.data.id).queryKey, answer.data);
      void client.invalidateQueries({ queryKey: ['admin', 'events'], exact: true });
      void client.invalidateQueries({ queryKey: ['staff', 'events'] });
    },
  });
}

export const useCreateEvent = () => useEventChange((input: CreateEventInput) => http.post<Answer<AdminEvent>>('/admin/events', input));
export const useUpdateEvent = (eventId: number) =>
  useEventChange((input: UpdateEventInput) => http.patch<Answer<AdminEvent>>(`/admin/events/${eventId}`, input));
export const useAddVenue = (eventId: number) =>
  useEventChange((input: { name: string; address?: string }) => http.post<Answer<AdminEvent>>(`/admin/events/${eventId}/venues`, input));
export const useDeleteVenue = (eventId: number) =>
  useEventChange((venueId: number) => http.delete<Answer<AdminEvent>>(`/admin/events/${eventId}/venues/${venueId}`));
export const useAddCategory = (eventId: number) =>
  useEventChange((input: { sportName: string; categoryName: string; venueId: number; isTeamSport: boolean; capacity: number | null }) =>
    http.post<Answer<AdminEvent>>(`/admin/events/${eventId}/categories`, input),
  );
export const useDeleteCategory = (eventId: number) =>
  useEventChange((categoryId: number) => http.delete<Answer<AdminEvent>>(`/admin/events/${eventId}/categories/${categoryId}`));
