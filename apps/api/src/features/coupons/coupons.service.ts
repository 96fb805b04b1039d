import type { Database } from '../../db/client';
import { listUserCoupons, type CouponRow } from './coupons.repository';

/** The signed-in person's coupons, newest first (their status is judged at `now` by the presenter). */
export async function listMyCoupons(db: Database, input: { tenantId: number; userId: number }): Promise<CouponRow[]> {
  return listUserCoupons(db, input.tenantId, input.userId);
}
