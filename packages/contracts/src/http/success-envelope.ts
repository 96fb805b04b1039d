import { z } from 'zod';

/**
 * Every successful answer: `{ success: true, message, data }`. Its own module, without the error
 * codes: the web app loads it lazily beside a first-load read (apps/web/src/lib/lazy-envelope.ts).
 */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}
