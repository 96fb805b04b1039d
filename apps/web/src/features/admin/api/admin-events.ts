import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminEvent,
  type CategoryInput,
  type CreateEventInput,
  type UpdateCategoryInput,
  type UpdateEventInput,
} from '@podium/contracts/admin/admin-events';
import { http } from '../../../lib/http-client';
import { adminEventAnswer, adminEventQuery, consoleEventKeys } from '../../../lib/console-events';
import { adminKeys } from './query-keys';

export { adminEventQuery, adminEventsQuery, useAdminEvent, useAdminEvents } from '../../../lib/console-events';

type Answer<T> = { data: T; message: string };

const eventAnswer = adminEventAnswer;

/** Every event change answers the whole event: it goes straight into the cache. */
function useEventChange<Input>(call: (input: Input) => Promise<Answer<AdminEvent>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      client.setQueryData(adminEventQuery(answer.data.id).queryKey, answer.data);
      void client.invalidateQueries({ queryKey: adminKeys.events(), exact: true });
      void client.invalidateQueries({ queryKey: consoleEventKeys.staffEvents() });
    },
  });
}

export const useCreateEvent = () => useEventChange((input: CreateEventInput) => http.post('/admin/events', input, { schema: eventAnswer }));
export const useUpdateEvent = (eventId: number) =>
  useEventChange((input: UpdateEventInput) => http.patch(`/admin/events/${eventId}`, input, { schema: eventAnswer }));
export const useAddVenue = (eventId: number) =>
  useEventChange((input: { name: string; address?: string }) =>
    http.post(`/admin/events/${eventId}/venues`, input, { schema: eventAnswer }),
  );
export const useDeleteVenue = (eventId: number) =>
  useEventChange((venueId: number) => http.delete(`/admin/events/${eventId}/venues/${venueId}`, { schema: eventAnswer }));
export const useAddCategory = (eventId: number) =>
  useEventChange((input: CategoryInput) => http.post(`/admin/events/${eventId}/categories`, input, { schema: eventAnswer }));
/** The category editor's save of an existing category: only the fields sent change. */
export const useUpdateCategory = (eventId: number) =>
  useEventChange(({ categoryId, change }: { categoryId: number; change: UpdateCategoryInput }) =>
    http.patch(`/admin/events/${eventId}/categories/${categoryId}`, change, { schema: eventAnswer }),
  );
export const useDeleteCategory = (eventId: number) =>
  useEventChange((categoryId: number) => http.delete(`/admin/events/${eventId}/categories/${categoryId}`, { schema: eventAnswer }));
