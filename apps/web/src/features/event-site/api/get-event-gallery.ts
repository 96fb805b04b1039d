import { useQuery } from '@tanstack/react-query';
import type { GalleryImage } from '@podium/contracts/events/event-site';
import { http } from '../../../lib/http-client';
import { lazyEnvelope } from '../../../lib/lazy-envelope';
import { eventSiteKeys } from './query-keys';

const galleryAnswer = lazyEnvelope(async () => (await import('@podium/contracts/events/event-site')).galleryImageSchema.array());

export async function getEventGallery(eventId: number): Promise<GalleryImage[]> {
  return (await http.get(`/public/events/${eventId}/gallery`, { schema: galleryAnswer })).data;
}

export function useEventGallery(eventId: number) {
  return useQuery({ queryKey: eventSiteKeys.gallery(eventId), queryFn: () => getEventGallery(eventId) });
}
