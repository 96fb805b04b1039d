import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponRules, coupons, type CouponTrigger } from '../../db/schema/index';

export type CouponRow = typeof coupons.$inferSelect;

/** A person's coupons in this tenant, newest first. */
export async function listUserCoupons(db: Database, tenantId: number, userId: number): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.tenantId, tenantId), eq(coupons.userId, userId)))
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
}

/** A transaction or the database: issuing runs inside the caller's transaction when it has one. */
export type CouponExecutor = Pick<Database, 'select' | 'insert'>;

/** The tenant's active rules for one trigger. */
export function listActiveRules(db: CouponExecutor, tenantId: number, trigger: CouponTrigger) {
  return db
    .select()
    .from(couponRules)
    .where(and(eq(couponRules.tenantId, tenantId), eq(couponRules.trigger, trigger), eq(couponRules.isActive, true)));
}

/** Inserts a coupon unless the person has one of that rule key already (a retry or a race): true when new. */
export async function insertCouponOnce(db: CouponExecutor, coupon: typeof coupons.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(coupons)
    .values(coupon)
    .onConflictDoNothing({ target: [coupons.userId, coupons.ruleKey] })
    .returning({ id: coupons.id });
  return inserted.length > 0;
}
