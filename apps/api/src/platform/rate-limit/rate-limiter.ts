import type { Database } from '../../db/client';
import { RateLimitError } from '../../errors/domain-error';
import { deleteHitsUpTo, insertHit, listHitsAfter, lockRateLimitKey } from './rate-limit-hits.repository';

/** At most `max` actions per key in any `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Counts one action under `key`, or throws a RateLimitError (429, Retry-After: until the oldest
 * counted action leaves the window) when `limit` is already reached; a refused action is not
 * counted. Serialised per key with a transaction-scoped advisory lock, so concurrent requests on
 * any replica cannot pass the limit together.
 */
export async function consumeRateLimit(db: Database, key: string, limit: RateLimit, now: Date, message: string): Promise<void> {
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
  await db.transaction(async (tx) => {
    await lockRateLimitKey(tx, key);
    await deleteHitsUpTo(tx, key, windowStart);
    const recent = await listHitsAfter(tx, key, windowStart);
    if (recent.length >= limit.max) {
      // The action becomes possible when enough of the oldest ones have left the window.
      const freeingAt = recent[recent.length - limit.max]!.at.getTime() + limit.windowSeconds * 1000;
      throw new RateLimitError(message, Math.max(1, Math.ceil((freeingAt - now.getTime()) / 1000)));
    }
    await insertHit(tx, key, now);
  });
}
