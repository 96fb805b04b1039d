import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';

/*
 * The MFA columns of the account row (secret, replay step, failure run, lock, reminder). The mfa
 * feature decides when each changes; the statements live here with the row's other writes, so
 * `users` has one owner. Each claim is one conditional statement, so parallel calls cannot both win.
 */

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

/** Turns MFA off on the row: secret and pending secret gone, failure run and replay history cleared. */
export async function clearMfaSecret(db: Database, userId: number, now: Date): Promise<void> {
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
}
