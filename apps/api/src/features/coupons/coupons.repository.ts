import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { coupons } from '../../db/schema/index';

export type CouponRow = typeof coupons.$inferSelect;

/** A person's coupons, newest first (the person is already known to be of the request's tenant). */
export async function listUserCoupons(db: Database, userId: number): Promise<CouponRow[]> {
  return db.select().from(coupons).where(eq(coupons.userId, userId)).orderBy(desc(coupons.createdAt), desc(coupons.id));
}
