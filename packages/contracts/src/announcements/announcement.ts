import { z } from 'zod';
import { multiLineText, oneLineText } from '../text/one-line-text';

export const ANNOUNCEMENT_AUDIENCES = ['event', 'sport', 'category', 'staff'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/** Longest announcement body: a few paragraphs, read on a phone. */
export const ANNOUNCEMENT_BODY_MAX = 2000;

/**
 * `POST /api/staff/events/{eventId}/announcements`: plain text (links are written out as URLs and
 * become links where it is shown); `sportId` for a sport, `eventSportCategoryId` for a category.
 */
export const createAnnouncementSchema = z
  .strictObject({
    audience: z.enum(ANNOUNCEMENT_AUDIENCES, { message: 'Choose who it is for: event, sport, category or staff.' }),
    sportId: z.number().int().positive().optional(),
    eventSportCategoryId: z.number().int().positive().optional(),
    title: oneLineText()
      .trim()
      .min(3, 'Give the announcement a title of at least 3 characters.')
      .max(120, 'Keep the title under 120 characters.'),
    body: multiLineText()
      .trim()
      .min(1, 'Write the announcement.')
      .max(ANNOUNCEMENT_BODY_MAX, `Keep the announcement under ${ANNOUNCEMENT_BODY_MAX} characters.`),
    isPinned: z.boolean().default(false),
  })
  .superRefine((value, context) => {
    if (value.audience === 'sport' && value.sportId === undefined) {
      context.addIssue({ code: 'custom', path: ['sportId'], message: 'Choose the sport this announcement is for.' });
    }
    if (value.audience === 'category' && value.eventSportCategoryId === undefined) {
      context.addIssue({ code: 'custom', path: ['eventSportCategoryId'], message: 'Choose the category this announcement is for.' });
    }
  });
export type CreateAnnouncement = z.output<typeof createAnnouncementSchema>;

/**
 * `PATCH /api/staff/events/{eventId}/announcements/{announcementId}`: correct the title or text, or
 * pin and unpin it on the event site. What was already emailed and pushed stays as it was sent.
 */
export const updateAnnouncementSchema = z
  .strictObject({
    title: createAnnouncementSchema.shape.title.optional(),
    body: createAnnouncementSchema.shape.body.optional(),
    isPinned: z.boolean().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Send the title, the text or isPinned to change.' });
export type UpdateAnnouncement = z.output<typeof updateAnnouncementSchema>;

export const announcementParamsSchema = z.object({
  eventId: z.coerce.number().int().positive('eventId must be a positive whole number'),
  announcementId: z.coerce.number().int().positive('announcementId must be a positive whole number'),
});

export const announcementSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  sportId: z.number().int().nullable(),
  eventSportCategoryId: z.number().int().nullable(),
  title: z.string(),
  body: z.string(),
  isPinned: z.boolean(),
  emailedCount: z.number().int(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** What the event site shows of a pinned announcement. */
export const pinnedAnnouncementSchema = announcementSchema.pick({ id: true, title: true, body: true, createdAt: true });
export type PinnedAnnouncement = z.infer<typeof pinnedAnnouncementSchema>;
