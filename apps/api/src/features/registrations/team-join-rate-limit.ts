import type { Database } from '../../db/client';
import { consumeRateLimit, type RateLimit } from '../../platform/rate-limit/rate-limiter';

/**
 * Team lookups per person (issue 33 §4): opening an invite link, joining by it, and registering
 * with a team's short join code. An invite code is 128 random bits and a join code is refused
 * outside its company; this only bounds someone trying codes one after another. A person opening
 * a few links (each read and its join count) never meets it.
 */
export const TEAM_JOIN_RATE_LIMIT: RateLimit = { max: 30, windowSeconds: 15 * 60 };
const TEAM_JOIN_RATE_LIMITED = 'Too many team codes tried in a short time: wait a few minutes, then try again.';

/** Counts one team lookup by this person, or throws RATE_LIMITED (429 with Retry-After). */
export function consumeTeamJoinLookup(db: Database, tenantId: number, userId: number, now: Date): Promise<void> {
  return consumeRateLimit(db, `team-join:${tenantId}:${userId}`, TEAM_JOIN_RATE_LIMIT, now, TEAM_JOIN_RATE_LIMITED);
}
