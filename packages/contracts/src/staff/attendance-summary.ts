import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-06-01.');

export const attendanceSummaryQuerySchema = z.object({ day: day.optional() });

const split = { participants: z.number().int(), visitors: z.number().int() };

/**
 * Live attendance of one event day: people checked in (undone records left out), participants and
 * visitors, by sport, sport category and venue. A person counts once per group.
 */
export const attendanceSummarySchema = z.object({
  eventId: z.number().int(),
  day: z.string(),
  total: z.object({
    people: z.number().int(),
    records: z.number().int(),
    /** People among them whose check-in was queued on their phone without network and synced later. */
    offline: z.number().int(),
    ...split,
  }),
  bySport: z.array(z.object({ sportId: z.number().int(), sportName: z.string(), ...split })),
  byCategory: z.array(
    z.object({
      eventSportCategoryId: z.number().int(),
      sportName: z.string(),
      categoryName: z.string(),
      venueName: z.string(),
      registered: z.number().int(),
      ...split,
    }),
  ),
  byVenue: z.array(z.object({ venueId: z.number().int(), venueName: z.string(), ...split })),
  computedAt: z.string(),
});
export type AttendanceSummary = z.infer<typeof attendanceSummarySchema>;

/** The server-sent event name carrying an AttendanceSummary as its data. */
export const ATTENDANCE_STREAM_EVENT = 'attendance';
