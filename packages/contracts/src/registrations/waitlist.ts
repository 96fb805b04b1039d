import { z } from 'zod';
import { registerAnswerDataSchema } from './registration';

const named = z.object({ id: z.number().int(), name: z.string() });

/**
 * One of my places on a waiting list (issue 33 §5). `position` counts from 1 among the people still
 * on the list of that category; `offer` is set while a freed place is held for me, until `expiresAt`.
 */
export const myWaitlistEntrySchema = z.object({
  id: z.number().int(),
  eventSportCategoryId: z.number().int(),
  event: z.object({ id: z.number().int(), eventName: z.string(), path: z.string(), timeZone: z.string() }),
  sport: named,
  category: named,
  position: z.number().int().min(1),
  joinedAt: z.string(),
  /** The held place: accept it before `expiresAt` (ISO time), or it goes to the next person. */
  offer: z.object({ id: z.number().int(), expiresAt: z.string(), fee: z.boolean() }).nullable(),
});
export type MyWaitlistEntry = z.infer<typeof myWaitlistEntrySchema>;

export const waitlistCategoryParamsSchema = z.object({
  eventId: z.coerce.number().int().positive(),
  eventSportCategoryId: z.coerce.number().int().positive(),
});

export const waitlistOfferParamsSchema = z.object({ offerId: z.coerce.number().int().positive() });

export const myWaitlistQuerySchema = z.object({ eventId: z.coerce.number().int().positive().optional() });

/** `POST .../accept` answer: the registration made, like a registration's (with the order to pay for a paid category). */
export const acceptOfferAnswerDataSchema = registerAnswerDataSchema;
export type AcceptOfferAnswerData = z.infer<typeof acceptOfferAnswerDataSchema>;
