import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { otpCodes, otpLockouts, otpSends, usedCaptchas } from '../../../db/schema/index';

export type OtpCodeRow = typeof otpCodes.$inferSelect;
export type OtpLockoutRow = typeof otpLockouts.$inferSelect;

/** Serialises sends and checks of one phone across replicas until the transaction ends. */
export async function lockPhone(db: Database, phone: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
}

/** Send times since `since`: of this phone (any tenant: the SMS bill is per phone) and of this IP. */
export async function listRecentSends(db: Database, phone: string, ip: string, since: Date): Promise<{ phone: Date[]; ip: Date[] }> {
  const rows = await db
    .select({ phone: otpSends.phone, ip: otpSends.ip, sentAt: otpSends.sentAt })
    .from(otpSends)
    .where(and(gt(otpSends.sentAt, since), or(eq(otpSends.phone, phone), eq(otpSends.ip, ip))));
  return {
    phone: rows.filter((row) => row.phone === phone).map((row) => row.sentAt),
    ip: rows.filter((row) => row.ip === ip).map((row) => row.sentAt),
  };
}

export async function insertSend(db: Database, values: { tenantId: number; phone: string; ip: string; sentAt: Date }): Promise<void> {
  await db.insert(otpSends).values(values);
}

/** Stores the phone's current code; a new send replaces the old code and its wrong tries. */
export async function replaceCode(
  db: Database,
  values: { tenantId: number; phone: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db
    .insert(otpCodes)
    .values({ ...values, wrongAttempts: 0 })
    .onConflictDoUpdate({
      target: [otpCodes.tenantId, otpCodes.phone],
      set: { codeHash: values.codeHash, expiresAt: values.expiresAt, createdAt: values.createdAt, wrongAttempts: 0 },
    });
}

export async function findCode(db: Database, tenantId: number, phone: string): Promise<OtpCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.tenantId, tenantId), eq(otpCodes.phone, phone)));
  return row;
}

/** Counts a wrong try on the code; returns the new count (0 when the code is gone). */
export async function addWrongAttempt(db: Database, tenantId: number, phone: string, codeHash: string): Promise<number> {
  const [row] = await db
    .update(otpCodes)
    .set({ wrongAttempts: sql`${otpCodes.wrongAttempts} + 1` })
    .where(and(eq(otpCodes.tenantId, tenantId), eq(otpCodes.phone, phone), eq(otpCodes.codeHash, codeHash)))
    .returning({ wrongAttempts: otpCodes.wrongAttempts });
  return row?.wrongAttempts ?? 0;
}

/** Removes the code if it is still the one given; true when this call removed it (used once). */
export async function deleteCode(db: Database, tenantId: number, phone: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .delete(otpCodes)
    .where(and(eq(otpCodes.tenantId, tenantId), eq(otpCodes.phone, phone), eq(otpCodes.codeHash, codeHash)))
    .returning({ phone: otpCodes.phone });
  return rows.length > 0;
}

export async function findLockout(db: Database, tenantId: number, phone: string): Promise<OtpLockoutRow | undefined> {
  const [row] = await db
    .select()
    .from(otpLockouts)
    .where(and(eq(otpLockouts.tenantId, tenantId), eq(otpLockouts.phone, phone)));
  return row;
}

/**
 * Counts one more wrong code in a row for the phone; at `maxInRow` the phone is locked until
 * `lockUntil` and the count starts again. Returns the lock end when this failure caused it.
 */
export async function recordFailure(
  db: Database,
  tenantId: number,
  phone: string,
  maxInRow: number,
  lockUntil: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .insert(otpLockouts)
    .values({ tenantId, phone, failuresInRow: 1 })
    .onConflictDoUpdate({
      target: [otpLockouts.tenantId, otpLockouts.phone],
      set: { failuresInRow: sql`${otpLockouts.failuresInRow} + 1` },
    })
    .returning();
  if (!row || row.failuresInRow < maxInRow) return undefined;
  await db
    .update(otpLockouts)
    .set({ failuresInRow: 0, lockedUntil: lockUntil })
    .where(and(eq(otpLockouts.tenantId, tenantId), eq(otpLockouts.phone, phone)));
  return lockUntil;
}

export async function resetFailures(db: Database, tenantId: number, phone: string): Promise<void> {
  await db
    .update(otpLockouts)
    .set({ failuresInRow: 0 })
    .where(and(eq(otpLockouts.tenantId, tenantId), eq(otpLockouts.phone, phone)));
}

/** Records a captcha solution as used; false when it already was (each solution is good once). */
export async function markCaptchaUsed(db: Database, solutionHash: string, expiresAt: Date, now: Date): Promise<boolean> {
  // Forget solutions that can no longer be replayed anyway, so the table stays small.
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now));
  const rows = await db.insert(usedCaptchas).values({ solutionHash, expiresAt }).onConflictDoNothing().returning();
  return rows.length > 0;
}
