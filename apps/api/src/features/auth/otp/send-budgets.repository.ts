import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { otpSendBudgets } from '../../../db/schema/index';
import type { SendBudget } from './sms-budgets';

/** Windows older than this are never read again. */
const KEEP_MS = 2 * 24 * 3_600_000;

/**
 * Claims one send of `budget` in one conditional upsert: true when the window had room (now
 * counted), false when it is full (nothing changed). Atomic, so concurrent sends on any replica
 * never pass the maximum.
 */
export async function claimBudget(db: Database, budget: SendBudget): Promise<boolean> {
  const rows = await db
    .insert(otpSendBudgets)
    .values({ scope: budget.scope, windowStart: budget.windowStart, sends: 1 })
    .onConflictDoUpdate({
      target: [otpSendBudgets.scope, otpSendBudgets.windowStart],
      set: { sends: sql`${otpSendBudgets.sends} + 1` },
      setWhere: lt(otpSendBudgets.sends, budget.max),
    })
    .returning({ sends: otpSendBudgets.sends });
  return rows.length > 0;
}

/**
 * Gives back a send claimed by `claimBudget` whose SMS was not sent after all. A window this claim
 * opened goes again (deleted at one send), so a refused request leaves the table as it found it;
 * a window another send also counts only goes down by one.
 */
export async function releaseBudget(db: Database, budget: SendBudget): Promise<void> {
  const window = and(eq(otpSendBudgets.scope, budget.scope), eq(otpSendBudgets.windowStart, budget.windowStart));
  const deleted = await db
    .delete(otpSendBudgets)
    .where(and(window, lte(otpSendBudgets.sends, 1)))
    .returning({ sends: otpSendBudgets.sends });
  if (deleted.length > 0) return;
  await db
    .update(otpSendBudgets)
    .set({ sends: sql`greatest(${otpSendBudgets.sends} - 1, 0)` })
    .where(window);
}

/** Sends counted so far in each budget's current window, by scope. */
export async function readBudgetUse(db: Database, budgets: readonly SendBudget[]): Promise<Map<string, number>> {
  const used = new Map<string, number>();
  if (budgets.length === 0) return used;
  const rows = await db
    .select({ scope: otpSendBudgets.scope, windowStart: otpSendBudgets.windowStart, sends: otpSendBudgets.sends })
    .from(otpSendBudgets)
    .where(
      inArray(
        otpSendBudgets.scope,
        budgets.map((budget) => budget.scope),
      ),
    );
  for (const budget of budgets) {
    const row = rows.find(
      (candidate) => candidate.scope === budget.scope && candidate.windowStart.getTime() === budget.windowStart.getTime(),
    );
    used.set(budget.scope, row?.sends ?? 0);
  }
  return used;
}

/** Deletes the rows of windows long over, so the table stays a few rows per tenant. */
export async function deleteOldBudgetWindows(db: Database, now: Date): Promise<void> {
  await db.delete(otpSendBudgets).where(lt(otpSendBudgets.windowStart, new Date(now.getTime() - KEEP_MS)));
}
