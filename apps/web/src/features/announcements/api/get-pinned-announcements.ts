import { useQuery } from '@tanstack/react-query';
import type { PinnedAnnouncement } from '@podium/contracts/announcements/announcement';
import { lazyEnvelope } from '../../../lib/lazy-envelope';
import { http } from '../../../lib/http-client';

const pinnedAnswer = lazyEnvelope(async () =>
  (await import('@podium/contracts/announcements/announcement')).pinnedAnnouncementSchema.array(),
);
export const pinnedAnnouncementsKey = (eventId: number) => ['pinned-announcements', eventId] as const;

/** `GET /public/events/{eventId}/announcements`: the organisers' pinned announcements, newest first. */
export async function getPinnedAnnouncements(eventId: number): Promise<PinnedAnnouncement[]> {
  return (await http.get(`/public/events/${eventId}/announcements`, { schema: pinnedAnswer })).data;
}

export function usePinnedAnnouncements(eventId: number) {
  return useQuery({ queryKey: pinnedAnnouncementsKey(eventId), queryFn: () => getPinnedAnnouncements(eventId) });
}
