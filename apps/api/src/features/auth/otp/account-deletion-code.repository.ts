import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { accountDeletionCodes } from '../../../db/schema/index';

/** Stores the person's current deletion code; a new send replaces the old code and its wrong tries. */
export async function replaceDeletionCode(
  db: Database,
  values: { userId: number; tenantId: number; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db
    .insert(accountDeletionCodes)
    .values({ ...values, wrongAttempts: 0 })
    .onConflictDoUpdate({
      target: accountDeletionCodes.userId,
      set: { codeHash: values.codeHash, expiresAt: values.expiresAt, createdAt: values.createdAt, wrongAttempts: 0 },
    });
}

/**
 * Claims one try on the person's live deletion code before it is compared (counted as wrong up
 * front, so parallel guesses cannot pass `maxTries`). Undefined when there is no live code or its
 * tries are spent.
 */
export async function claimDeletionCodeTry(
  db: Database,
  tenantId: number,
  userId: number,
  now: Date,
  maxTries: number,
): Promise<{ codeHash: string } | undefined> {
  const [row] = await db
    .update(accountDeletionCodes)
    .set({ wrongAttempts: sql`${accountDeletionCodes.wrongAttempts} + 1` })
    .where(
      and(
        eq(accountDeletionCodes.userId, userId),
        eq(accountDeletionCodes.tenantId, tenantId),
        gt(accountDeletionCodes.expiresAt, now),
        lt(accountDeletionCodes.wrongAttempts, maxTries),
      ),
    )
    .returning({ codeHash: accountDeletionCodes.codeHash });
  return row;
}

/** Removes the code if it is still the one given; true when this call removed it (used once). */
export async function deleteDeletionCode(db: Database, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .delete(accountDeletionCodes)
    .where(and(eq(accountDeletionCodes.userId, userId), eq(accountDeletionCodes.codeHash, codeHash)))
    .returning({ userId: accountDeletionCodes.userId });
  return rows.length > 0;
}
