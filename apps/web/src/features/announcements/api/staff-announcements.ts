import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { announcementSchema, type CreateAnnouncement, type UpdateAnnouncement } from '@podium/contracts/announcements/announcement';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';

const listAnswer = successEnvelope(announcementSchema.array());
const createdAnswer = successEnvelope(announcementSchema);
const staffAnnouncementsKey = (eventId: number) => ['staff-announcements', eventId] as const;

/** `GET /staff/events/{eventId}/announcements`: what was announced, newest first, with how many were emailed. */
export const useStaffAnnouncements = (eventId: number) =>
  useQuery({
    queryKey: staffAnnouncementsKey(eventId),
    queryFn: async () => (await http.get(`/staff/events/${eventId}/announcements`, { schema: listAnswer })).data,
    retry: false,
  });

/** `POST /staff/events/{eventId}/announcements`; the list is read again after it. */
export function useSendAnnouncement(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAnnouncement) =>
      (await http.post(`/staff/events/${eventId}/announcements`, input, { schema: createdAnswer })).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: staffAnnouncementsKey(eventId) }),
  });
}

/** `PATCH /staff/events/{eventId}/announcements/{id}`: a corrected title or text, or pinned and unpinned; nothing is sent again. */
export function useEditAnnouncement(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: UpdateAnnouncement }) =>
      http.patch(`/staff/events/${eventId}/announcements/${id}`, changes, { schema: createdAnswer }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: staffAnnouncementsKey(eventId) });
      void client.invalidateQueries({ queryKey: ['pinned-announcements', eventId] });
    },
  });
}
