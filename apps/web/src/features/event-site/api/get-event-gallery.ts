import { useQuery } from '@tanstack/react-query';
import { galleryImageSchema, type GalleryImage } from '@podium/contracts/events/event-site';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { eventSiteKeys } from './query-keys';

const galleryAnswer = successEnvelope(galleryImageSchema.array());

export async function getEventGallery(eventId: number): Promise<GalleryImage[]> {
  return (await http.get(`/public/events/${eventId}/gallery`, { schema: galleryAnswer })).data;
}

export function useEventGallery(eventId: number) {
  return useQuery({ queryKey: eventSiteKeys.gallery(eventId), queryFn: () => getEventGallery(eventId) });
}
