import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitHits } from '../../db/schema/index';

/** The handle of the transaction a rate-limit check runs in. */
export type RateLimitTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Serialises the checks of one key until the transaction ends (an advisory lock on the key's hash). */
export async function lockRateLimitKey(tx: RateLimitTransaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate-limit:${key}`}))`);
}

/** Forgets the key's actions that have left the window (at or before `windowStart`). */
export async function deleteHitsUpTo(tx: RateLimitTransaction, key: string, windowStart: Date): Promise<void> {
  await tx.delete(rateLimitHits).where(and(eq(rateLimitHits.key, key), lte(rateLimitHits.at, windowStart)));
}

/** When each of the key's actions still in the window happened, oldest first. */
export function listHitsAfter(tx: RateLimitTransaction, key: string, windowStart: Date) {
  return tx
    .select({ at: rateLimitHits.at })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, windowStart)))
    .orderBy(asc(rateLimitHits.at));
}

export async function insertHit(tx: RateLimitTransaction, key: string, at: Date): Promise<void> {
  await tx.insert(rateLimitHits).values({ key, at });
}
