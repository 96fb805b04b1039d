import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tenantInvitations } from '../../db/schema/index';

export type InvitationRow = typeof tenantInvitations.$inferSelect;

export async function insertInvitation(db: Database, values: typeof tenantInvitations.$inferInsert): Promise<void> {
  await db.insert(tenantInvitations).values(values);
}

/** The open invitation of this phone on this tenant, if one is still valid at `now`. */
export async function findOpenInvitation(db: Database, tenantId: number, phone: string, now: Date): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(tenantInvitations)
    .where(
      and(
        eq(tenantInvitations.tenantId, tenantId),
        eq(tenantInvitations.phone, phone),
        isNull(tenantInvitations.acceptedAt),
        gt(tenantInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** The invitation a link's token names on this tenant, open or not. */
export async function findInvitationByTokenHash(db: Database, tenantId: number, tokenHash: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(tenantInvitations)
    .where(and(eq(tenantInvitations.tenantId, tenantId), eq(tenantInvitations.tokenHash, tokenHash)));
  return row;
}

/** Uses the invitation once: true for the one caller whose update claimed it. */
export async function claimInvitation(db: Database, invitationId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(tenantInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(tenantInvitations.id, invitationId), isNull(tenantInvitations.acceptedAt), gt(tenantInvitations.expiresAt, now)))
    .returning({ id: tenantInvitations.id });
  return claimed.length === 1;
}
