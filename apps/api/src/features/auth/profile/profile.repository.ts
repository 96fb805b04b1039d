import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { coupons, users } from '../../../db/schema/index';

export type CouponRow = typeof coupons.$inferSelect;

/** A user's coupons, newest first. */
export async function listUserCoupons(db: Database, userId: number): Promise<CouponRow[]> {
  return db.select().from(coupons).where(eq(coupons.userId, userId)).orderBy(desc(coupons.createdAt), desc(coupons.id));
}

/**
 * Gives the user a new personal-code nonce, so every personal QR code made before (printed,
 * screenshotted, forwarded) stops verifying at once. Returns the fields a new code is signed with.
 */
export async function rotatePersonalCodeNonce(db: Database, tenantId: number, userId: number) {
  const [row] = await db
    .update(users)
    .set({ personalCodeNonce: sql`gen_random_uuid()` })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    .returning({ id: users.id, tenantId: users.tenantId, personalCodeNonce: users.personalCodeNonce });
  return row;
}
