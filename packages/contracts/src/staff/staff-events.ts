import { z } from 'zod';

export const staffEventParamsSchema = z.object({ eventId: z.coerce.number().int().positive() });

/** A sport category as staff pick it: sport, category and venue names with their ids. */
export const staffCategorySchema = z.object({
  id: z.number().int(),
  sportId: z.number().int(),
  sportName: z.string(),
  categoryName: z.string(),
  venueId: z.number().int(),
  venueName: z.string(),
});
export type StaffCategory = z.infer<typeof staffCategorySchema>;

/** `GET /api/staff/events`: events staff can work at, with what the pickers need. */
export const staffEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  timeZone: z.string(),
  isPublished: z.boolean(),
  /** The event day staff work on by default: today in the event's time zone, kept inside the event's days. */
  defaultDay: z.string(),
  /**
   * Where today falls in the event's days, in its time zone: the dashboard opens on the event of
   * `today`, else the next `upcoming` one, and calls only today's counts "Live" (issue 30).
   */
  timing: z.enum(['today', 'upcoming', 'past']),
  categories: z.array(staffCategorySchema),
});
export type StaffEvent = z.infer<typeof staffEventSchema>;
