import { useQuery } from '@tanstack/react-query';
import type { GalleryImage } from '@podium/contracts/events/event-site';
import { http } from '../../../lib/http-client';
import { eventSiteKeys } from './query-keys';

export async function getEventGallery(eventId: number): Promise<GalleryImage[]> {
  return (await http.get<{ data: GalleryImage[] }>(`/public/events/${eventId}/gallery`)).data;
}

export function useEventGallery(eventId: number) {
  return useQuery({ queryKey: eventSiteKeys.gallery(eventId), queryFn: () => getEventGallery(eventId) });
}
