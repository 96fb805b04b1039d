import type { z } from 'zod';
import type { AnswerSchema, LazyAnswerSchema } from './http-client';
import { lazySchema } from './lazy-schema';

/** What `successEnvelope(data)` checks an answer into: `{ success: true, message, data }`. */
export interface EnvelopeOf<T extends z.ZodType> {
  success: true;
  message: string;
  data: z.output<T>;
}

/**
 * `successEnvelope(data)` for a read of a page's first load (home, the event pages): the contract's
 * schema and Zod download beside the call instead of before the first paint (issue 34, ~22 KB
 * compressed). `loadData` imports the contract module dynamically; a contract module that first-load
 * code imports statically (for a constant) would bring its schemas back into the first load, so
 * such constants live in modules without schemas.
 */
export function lazyEnvelope<T extends z.ZodType>(loadData: () => Promise<T>): LazyAnswerSchema<EnvelopeOf<T>> {
  return lazySchema(async () => {
    const [{ successEnvelope: envelope }, data] = await Promise.all([import('@podium/contracts/http/success-envelope'), loadData()]);
    return envelope(data) as AnswerSchema<EnvelopeOf<T>>;
  });
}
