import { z } from 'zod';

/** `GET /api/public/events`: the tenant's published events (the microsite issue extends it). */
export const publicEventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  eventName: z.string(),
  city: z.object({ id: z.number().int(), name: z.string() }),
  /** First and last day of the event, YYYY-MM-DD, in the event's time zone. */
  startsAt: z.string(),
  endsAt: z.string(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;
