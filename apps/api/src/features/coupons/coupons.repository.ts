import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { coupons } from '../../db/schema/index';

export type CouponRow = typeof coupons.$inferSelect;

/** A person's coupons in this tenant, newest first. */
export async function listUserCoupons(db: Database, tenantId: number, userId: number): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.tenantId, tenantId), eq(coupons.userId, userId)))
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
}
