import { useQuery } from '@tanstack/react-query';
import type { EventDetail } from '@podium/contracts/events/event-site';
import { http } from '../../../lib/http-client';

/** `GET /public/events/{id}/catalogue`: sports, categories (places, cut-off) and venues of an event. */
export async function getEventCatalogue(eventId: number): Promise<EventDetail> {
  return (await http.get<{ data: EventDetail }>(`/public/events/${eventId}/catalogue`)).data;
}

export function useEventCatalogue(eventId: number | undefined) {
  return useQuery({ queryKey: ['event-catalogue', eventId], queryFn: () => getEventCatalogue(eventId!), enabled: Boolean(eventId) });
}
