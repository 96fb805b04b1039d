import { z } from 'zod';

/**
 * A person's calendar feed link (issue 33). `path` is on the site's own origin
 * (`/api/customer/calendar/{token}.ics`); the web app builds the `https://` and `webcal://` URLs
 * from the address it is served on.
 */
export const calendarFeedLinkSchema = z.object({
  path: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;

/** GET /api/customer/calendar-link: the link, or null before the person asked for one. */
export const calendarFeedLinkAnswerSchema = calendarFeedLinkSchema.nullable();

/** A feed token: 32 random bytes, base64url (43 characters). */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** `/api/customer/calendar/{token}.ics`: the file name is the token and `.ics`. */
export const calendarFeedParamsSchema = z.object({
  feedFile: z
    .string()
    .max(60)
    .refine((file) => file.endsWith('.ics') && CALENDAR_TOKEN_PATTERN.test(file.slice(0, -4)), {
      message: 'This calendar link is not valid. Copy the link again from My registrations.',
    })
    .transform((file) => file.slice(0, -4)),
});

/** The media type of every iCalendar answer (RFC 5545). */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
