import { and, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { otpCodes, otpLockouts, otpSends, usedCaptchas, type OtpSendAllowance } from '../../../db/schema/index';

export type OtpCodeRow = typeof otpCodes.$inferSelect;
export type OtpLockoutRow = typeof otpLockouts.$inferSelect;

/** Serialises sends and checks of one phone across replicas until the transaction ends. */
export async function lockPhone(db: Database, phone: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
}

/**
 * Send times since `since`: of this phone on this tenant in one allowance pool, and of this IP (any
 * tenant). The pools (issue 28): sends from a known device of the number count apart from all others,
 * so a stranger's sends cannot use up the owner's daily limit.
 */
export async function listRecentSends(
  db: Database,
  send: { tenantId: number; phone: string; ip: string; isKnownDevice: boolean },
  since: Date,
): Promise<{ phone: Date[]; ip: Date[] }> {
  const inPool = send.isKnownDevice ? eq(otpSends.allowance, 'device') : ne(otpSends.allowance, 'device');
  const rows = await db
    .select({ tenantId: otpSends.tenantId, phone: otpSends.phone, ip: otpSends.ip, allowance: otpSends.allowance, sentAt: otpSends.sentAt })
    .from(otpSends)
    .where(
      and(
        gt(otpSends.sentAt, since),
        or(and(eq(otpSends.tenantId, send.tenantId), eq(otpSends.phone, send.phone), inPool), eq(otpSends.ip, send.ip)),
      ),
    );
  const isPoolSend = (row: (typeof rows)[number]) =>
    row.tenantId === send.tenantId && row.phone === send.phone && (row.allowance === 'device') === send.isKnownDevice;
  return {
    phone: rows.filter(isPoolSend).map((row) => row.sentAt),
    ip: rows.filter((row) => row.ip === send.ip).map((row) => row.sentAt),
  };
}

/**
 * Codes sent to this tenant's phone since `since` that were not asked for by its owner: leaving out
 * the send whose code was just used, sends from a known device of the number and sends from the
 * address signing in now (issue 28: the owner is told after sign-in).
 */
export async function countOthersCodeRequests(
  db: Database,
  request: { tenantId: number; phone: string; since: Date; usedCodeSentAt: Date; ip: string },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(otpSends)
    .where(
      and(
        eq(otpSends.tenantId, request.tenantId),
        eq(otpSends.phone, request.phone),
        gt(otpSends.sentAt, request.since),
        ne(otpSends.sentAt, request.usedCodeSentAt),
        ne(otpSends.allowance, 'device'),
        ne(otpSends.ip, request.ip),
      ),
    );
  return Number(row?.count ?? 0);
}

/** How many codes this IP was sent since `since` (any tenant): the captcha's cost rises with it. */
export async function countRecentSendsFromIp(db: Database, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(otpSends)
    .where(and(eq(otpSends.ip, ip), gt(otpSends.sentAt, since)));
  return Number(row?.count ?? 0);
}

export async function insertSend(
  db: Database,
  values: { tenantId: number; phone: string; ip: string; sentAt: Date; allowance: OtpSendAllowance },
): Promise<void> {
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

/**
 * Claims one try on the phone's live code before it is compared: counts it as wrong up front, so
 * parallel guesses can never evaluate more than `maxTries` against one code (a right code gives
 * its try back). Undefined when there is no live code or its tries are spent.
 */
export async function claimCodeTry(
  db: Database,
  tenantId: number,
  phone: string,
  now: Date,
  maxTries: number,
): Promise<{ codeHash: string; createdAt: Date } | undefined> {
  const [row] = await db
    .update(otpCodes)
    .set({ wrongAttempts: sql`${otpCodes.wrongAttempts} + 1` })
    .where(
      and(eq(otpCodes.tenantId, tenantId), eq(otpCodes.phone, phone), gt(otpCodes.expiresAt, now), lt(otpCodes.wrongAttempts, maxTries)),
    )
    .returning({ codeHash: otpCodes.codeHash, createdAt: otpCodes.createdAt });
  return row;
}

/** Gives back a try claimed by a right code, so a code still waiting for details stays usable. */
export async function releaseCodeTry(db: Database, tenantId: number, phone: string, codeHash: string): Promise<void> {
  await db
    .update(otpCodes)
    .set({ wrongAttempts: sql`${otpCodes.wrongAttempts} - 1` })
    .where(and(eq(otpCodes.tenantId, tenantId), eq(otpCodes.phone, phone), eq(otpCodes.codeHash, codeHash), gt(otpCodes.wrongAttempts, 0)));
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
 * Claims one check of a code for the phone before comparing: counts a failure in a row up front,
 * refused (undefined) while the phone is locked or `maxInRow` checks are already counted, so
 * parallel guesses cannot run past the lock. Returns the count including this check.
 */
export async function claimPhoneCheck(
  db: Database,
  tenantId: number,
  phone: string,
  now: Date,
  maxInRow: number,
): Promise<number | undefined> {
  const [row] = await db
    .insert(otpLockouts)
    .values({ tenantId, phone, failuresInRow: 1 })
    .onConflictDoUpdate({
      target: [otpLockouts.tenantId, otpLockouts.phone],
      set: { failuresInRow: sql`${otpLockouts.failuresInRow} + 1` },
      setWhere: and(or(isNull(otpLockouts.lockedUntil), lte(otpLockouts.lockedUntil, now)), lt(otpLockouts.failuresInRow, maxInRow)),
    })
    .returning({ failuresInRow: otpLockouts.failuresInRow });
  return row?.failuresInRow;
}

/** Gives back a claimed check that compared nothing (no live code). */
export async function releasePhoneCheck(db: Database, tenantId: number, phone: string): Promise<void> {
  await db
    .update(otpLockouts)
    .set({ failuresInRow: sql`greatest(${otpLockouts.failuresInRow} - 1, 0)` })
    .where(and(eq(otpLockouts.tenantId, tenantId), eq(otpLockouts.phone, phone)));
}

/** Locks the phone until `lockUntil` and starts the count again. */
export async function lockPhoneUntil(db: Database, tenantId: number, phone: string, lockUntil: Date): Promise<void> {
  await db
    .update(otpLockouts)
    .set({ failuresInRow: 0, lockedUntil: lockUntil })
    .where(and(eq(otpLockouts.tenantId, tenantId), eq(otpLockouts.phone, phone)));
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
