import { useQuery } from '@tanstack/react-query';
import { adminEventSchema, adminEventSummarySchema } from '@podium/contracts/admin/admin-events';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from './http-client';

/**
 * The consoles' event lists, which several features read and the admin's event changes refresh:
 * the admin's events (payments, tournaments and the admin panels pick an event from it) and the
 * staff's. One home in lib (issue 35), so those features need not import the admin or staff feature
 * for a read or a key, which had made a loop of six features.
 */
export const consoleEventKeys = {
  adminEvents: () => ['admin', 'events'] as const,
  adminEvent: (eventId: number) => ['admin', 'events', eventId] as const,
  staffEvents: () => ['staff', 'events'] as const,
};

const eventsAnswer = successEnvelope(adminEventSummarySchema.array());
/** Every event change answers the whole event, checked like the read. */
export const adminEventAnswer = successEnvelope(adminEventSchema);

export const adminEventsQuery = () => ({
  queryKey: consoleEventKeys.adminEvents(),
  queryFn: async () => (await http.get('/admin/events', { schema: eventsAnswer })).data,
  retry: false,
});

export const adminEventQuery = (eventId: number) => ({
  queryKey: consoleEventKeys.adminEvent(eventId),
  queryFn: async () => (await http.get(`/admin/events/${eventId}`, { schema: adminEventAnswer })).data,
  retry: false,
});

export const useAdminEvents = () => useQuery(adminEventsQuery());
export const useAdminEvent = (eventId: number) => useQuery({ ...adminEventQuery(eventId), enabled: eventId > 0 });
