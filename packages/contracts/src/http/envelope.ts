import { z } from 'zod';
import { errorCodeSchema } from '../errors/error-codes';

export { successEnvelope } from './success-envelope';

/**
 * Every refusal: `{ success: false, message, error }`, plus the failing fields on a 400 and, on a
 * 429, `retryAfterSeconds` (the same wait as the Retry-After header) so a page can say when to try again.
 */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: errorCodeSchema,
  fields: z.record(z.string(), z.array(z.string())).optional(),
  /** On a 429: seconds until the step may be tried again (also in `Retry-After`); the page says when. */
  retryAfterSeconds: z.number().int().nonnegative().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Empty success body, for calls whose answer carries no data. */
export const emptySuccessSchema = z.object({ success: z.literal(true), message: z.string() });
