import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mfaChallenges, mfaRecoveryCodes, securityEvents } from '../../db/schema/index';
import { clearMfaSecret } from '../users';
import type { SecurityEventKind } from '@podium/contracts/mfa/security-events';

export type MfaChallengeRow = typeof mfaChallenges.$inferSelect;
export type SecurityEventRow = typeof securityEvents.$inferSelect;

/** Turns MFA off: the row's secret and counters (through users), then the recovery codes. */
export async function disableMfa(db: Database, userId: number, now: Date): Promise<void> {
  await clearMfaSecret(db, userId, now);
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
}

/** Replaces all recovery codes of the user with these hashes. */
export async function replaceRecoveryCodes(db: Database, userId: number, codeHashes: string[], now: Date): Promise<void> {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

export async function listUnusedRecoveryCodes(db: Database, userId: number) {
  return db
    .select({ id: mfaRecoveryCodes.id, codeHash: mfaRecoveryCodes.codeHash })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
}

/** Spends one recovery code; false when it was spent already (a concurrent use won). */
export async function spendRecoveryCode(db: Database, codeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(mfaRecoveryCodes.id, codeId), isNull(mfaRecoveryCodes.usedAt)))
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ unused: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return Number(row?.unused ?? 0);
}

export async function insertChallenge(db: Database, values: { userId: number; method: string; expiresAt: Date }): Promise<MfaChallengeRow> {
  const [row] = await db.insert(mfaChallenges).values(values).returning();
  return row!;
}

/** The challenge when it can still be answered: not used, not expired, wrong answers under `maxWrongAttempts`. */
export async function findOpenChallenge(
  db: Database,
  challengeId: string,
  now: Date,
  maxWrongAttempts: number,
): Promise<MfaChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.id, challengeId),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, now),
        lt(mfaChallenges.wrongAttempts, maxWrongAttempts),
      ),
    )
    .limit(1);
  return row;
}

/** Closes an open challenge for good (it works once); false when someone else closed it first. */
export async function consumeChallenge(db: Database, challengeId: string, now: Date, maxWrongAttempts: number): Promise<boolean> {
  const rows = await db
    .update(mfaChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaChallenges.id, challengeId),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, now),
        lt(mfaChallenges.wrongAttempts, maxWrongAttempts),
      ),
    )
    .returning({ id: mfaChallenges.id });
  return rows.length === 1;
}

/**
 * Claims one answer to an open challenge before it is compared (counted as wrong up front), so at
 * most `maxWrongAttempts` answers are ever evaluated against it; false when it is closed.
 */
export async function claimChallengeTry(db: Database, challengeId: string, now: Date, maxWrongAttempts: number): Promise<boolean> {
  const rows = await db
    .update(mfaChallenges)
    .set({ wrongAttempts: sql`${mfaChallenges.wrongAttempts} + 1` })
    .where(
      and(
        eq(mfaChallenges.id, challengeId),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, now),
        lt(mfaChallenges.wrongAttempts, maxWrongAttempts),
      ),
    )
    .returning({ id: mfaChallenges.id });
  return rows.length === 1;
}

/** Gives back the try a right answer claimed, before the challenge is consumed. */
export async function releaseChallengeTry(db: Database, challengeId: string): Promise<void> {
  await db
    .update(mfaChallenges)
    .set({ wrongAttempts: sql`greatest(${mfaChallenges.wrongAttempts} - 1, 0)` })
    .where(eq(mfaChallenges.id, challengeId));
}

export async function insertSecurityEvent(
  db: Database,
  values: { userId: number; kind: SecurityEventKind; detail: Record<string, unknown>; at: Date },
): Promise<void> {
  await db.insert(securityEvents).values(values);
}

export async function listSecurityEvents(db: Database, userId: number, limit: number): Promise<SecurityEventRow[]> {
  return db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.at), desc(securityEvents.id))
    .limit(limit);
}
