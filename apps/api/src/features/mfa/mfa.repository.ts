import { and, count, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mfaChallenges, mfaRecoveryCodes, securityEvents, users } from '../../db/schema/index';
import type { SecurityEventKind } from '@podium/contracts/mfa/security-events';

export type MfaChallengeRow = typeof mfaChallenges.$inferSelect;
export type SecurityEventRow = typeof securityEvents.$inferSelect;

export async function savePendingSecret(db: Database, userId: number, sealedSecret: string, now: Date): Promise<void> {
  await db.update(users).set({ mfaPendingSecretEncrypted: sealedSecret, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * Turns MFA on with the pending secret, only if that pending secret is still the one checked
 * (a second initiate-setup in between wins) and MFA is still off. Records `step` as used.
 */
export async function enableMfa(db: Database, userId: number, pendingSealedSecret: string, step: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      mfaEnabled: true,
      mfaSecretEncrypted: pendingSealedSecret,
      mfaPendingSecretEncrypted: null,
      mfaLastUsedStep: step,
      mfaFailuresInRow: 0,
      mfaLockedUntil: null,
      mfaReminderAt: null,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), eq(users.mfaEnabled, false), eq(users.mfaPendingSecretEncrypted, pendingSealedSecret)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Accepts time step `step` for the user, once: succeeds only when no step at or after it was
 * accepted before (RFC 6238 section 5.2). Atomic, so two servers cannot both accept one code.
 */
export async function claimTotpStep(db: Database, userId: number, step: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ mfaLastUsedStep: step, mfaFailuresInRow: 0, updatedAt: now })
    .where(and(eq(users.id, userId), or(isNull(users.mfaLastUsedStep), lt(users.mfaLastUsedStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** A successful second factor that is not a TOTP step (a recovery code) ends the failure run. */
export async function resetMfaFailures(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ mfaFailuresInRow: 0 }).where(eq(users.id, userId));
}

/**
 * Counts one more failure in a row; the `limit`-th locks MFA until `lockUntil` and starts the count
 * again. Returns whether this failure set the lock.
 */
export async function recordMfaFailure(db: Database, userId: number, limit: number, lockUntil: Date): Promise<{ isLockedNow: boolean }> {
  const reachesLimit = sql`${users.mfaFailuresInRow} + 1 >= ${limit}`;
  const [row] = await db
    .update(users)
    .set({
      mfaFailuresInRow: sql`case when ${reachesLimit} then 0 else ${users.mfaFailuresInRow} + 1 end`,
      mfaLockedUntil: sql`case when ${reachesLimit} then ${lockUntil.toISOString()}::timestamptz else ${users.mfaLockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.mfaLockedUntil });
  return { isLockedNow: row?.lockedUntil?.getTime() === lockUntil.getTime() };
}

/**
 * Claims one second-factor check for the user before comparing: counts it as a failure up front,
 * refused (undefined) while MFA is locked or `limit` checks are already counted, so parallel
 * guesses cannot run past the lock. Returns the run's count including this check.
 */
export async function claimMfaCheck(db: Database, userId: number, now: Date, limit: number): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ mfaFailuresInRow: sql`${users.mfaFailuresInRow} + 1` })
    .where(and(eq(users.id, userId), or(isNull(users.mfaLockedUntil), lte(users.mfaLockedUntil, now)), lt(users.mfaFailuresInRow, limit)))
    .returning({ failuresInRow: users.mfaFailuresInRow });
  return row?.failuresInRow;
}

/** Gives back a claimed check that compared nothing (the challenge was closed). */
export async function releaseMfaCheck(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ mfaFailuresInRow: sql`greatest(${users.mfaFailuresInRow} - 1, 0)` })
    .where(eq(users.id, userId));
}

/** Locks MFA for the user until `lockUntil` and starts the count again. */
export async function lockMfa(db: Database, userId: number, lockUntil: Date): Promise<void> {
  await db.update(users).set({ mfaFailuresInRow: 0, mfaLockedUntil: lockUntil }).where(eq(users.id, userId));
}

export async function disableMfa(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      mfaEnabled: false,
      mfaSecretEncrypted: null,
      mfaPendingSecretEncrypted: null,
      // The secret is gone; a new one starts its own replay history.
      mfaLastUsedStep: null,
      mfaFailuresInRow: 0,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
}

/**
 * Records a skip: the reminder moves to `at`, unless an earlier skip's reminder is still after
 * `now` (one skip per reminder period). False when refused. One conditional statement, so two
 * skips sent at once cannot both pass.
 */
export async function setMfaReminder(db: Database, userId: number, at: Date, now: Date): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ mfaReminderAt: at })
    .where(and(eq(users.id, userId), or(isNull(users.mfaReminderAt), lte(users.mfaReminderAt, now))))
    .returning({ id: users.id });
  return claimed.length > 0;
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
