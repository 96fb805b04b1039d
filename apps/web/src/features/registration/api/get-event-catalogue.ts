import { useQuery } from '@tanstack/react-query';
import { eventDetailSchema, type EventDetail } from '@podium/contracts/events/event-site';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { registrationKeys } from './query-keys';

const catalogueAnswer = successEnvelope(eventDetailSchema);

/** `GET /public/events/{id}/catalogue`: sports, categories (places, cut-off) and venues of an event. */
export async function getEventCatalogue(eventId: number): Promise<EventDetail> {
  return (await http.get(`/public/events/${eventId}/catalogue`, { schema: catalogueAnswer })).data;
}

export function useEventCatalogue(eventId: number | undefined) {
  return useQuery({ queryKey: registrationKeys.catalogue(eventId), queryFn: () => getEventCatalogue(eventId!), enabled: Boolean(eventId) });
}
