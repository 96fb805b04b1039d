import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ssoLoginFlows } from '../../db/schema/index';

export type SsoLoginFlowRow = typeof ssoLoginFlows.$inferSelect;

export async function insertSsoLoginFlow(db: Database, values: typeof ssoLoginFlows.$inferInsert): Promise<void> {
  await db.insert(ssoLoginFlows).values(values);
}

/**
 * Marks the flow named by `state` used and returns it, only when it belongs to this tenant and
 * browser, is unexpired and was never used: one atomic update, so a replayed callback gets nothing.
 */
export async function consumeSsoLoginFlow(
  db: Database,
  match: { state: string; tenantId: number; browserBindingHash: string },
  now: Date,
): Promise<SsoLoginFlowRow | undefined> {
  const [row] = await db
    .update(ssoLoginFlows)
    .set({ consumedAt: now })
    .where(
      and(
        eq(ssoLoginFlows.state, match.state),
        eq(ssoLoginFlows.tenantId, match.tenantId),
        eq(ssoLoginFlows.browserBindingHash, match.browserBindingHash),
        isNull(ssoLoginFlows.consumedAt),
        gt(ssoLoginFlows.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Drops flows that expired before `cutoff` (called as new flows start, so the table stays small). */
export async function deleteExpiredSsoLoginFlows(db: Database, cutoff: Date): Promise<void> {
  await db.delete(ssoLoginFlows).where(lt(ssoLoginFlows.expiresAt, cutoff));
}
