import { z } from 'zod';
import { SPORT_GROUP_NAMES } from './sport-groups';

/**
 * An event as lists show it, in a module of its own: home's read builds this schema only, not the
 * event pages' dozen (events/event-site.ts re-exports it). Building them all took ~60 ms of home's
 * first render at a phone's speed (Chromium at 4× slow-down, issue 34).
 */

export const idNumberSchema = z.number().int();
export const namedSchema = z.object({ id: idNumberSchema, name: z.string() });

export { SPORT_GROUP_NAMES };
export const sportGroupSchema = z.enum(SPORT_GROUP_NAMES);

/** An event as lists show it (home, calendar). Days are YYYY-MM-DD in the event's time zone. */
export const eventSummarySchema = z.object({
  id: idNumberSchema,
  slug: z.string(),
  eventName: z.string(),
  /** The microsite's path segment: `{city lowercase}-{slug}`. */
  path: z.string(),
  city: namedSchema,
  startsOn: z.string(),
  endsOn: z.string(),
  eventLogoSrc: z.string().nullable(),
  description: z.string(),
  sports: z.array(namedSchema.extend({ group: sportGroupSchema })),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;
