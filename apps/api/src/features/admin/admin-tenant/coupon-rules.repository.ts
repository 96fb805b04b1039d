import { and, asc, eq } from 'drizzle-orm';
import type { CreateCouponRule, UpdateCouponRule } from '@podium/contracts/admin/admin-tenant-auth';
import type { Database } from '../../../db/client';
import { couponRules } from '../../../db/schema/index';

export type CouponRuleRow = typeof couponRules.$inferSelect;

export function listCouponRules(db: Database, tenantId: number): Promise<CouponRuleRow[]> {
  return db.select().from(couponRules).where(eq(couponRules.tenantId, tenantId)).orderBy(asc(couponRules.id));
}

export async function findCouponRule(db: Database, tenantId: number, ruleId: number): Promise<CouponRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(couponRules)
    .where(and(eq(couponRules.id, ruleId), eq(couponRules.tenantId, tenantId)));
  return row;
}

export async function insertCouponRule(db: Database, tenantId: number, rule: CreateCouponRule, at: Date): Promise<CouponRuleRow> {
  const [created] = await db
    .insert(couponRules)
    .values({ ...rule, tenantId, createdAt: at })
    .returning();
  return created!;
}

export async function updateCouponRule(db: Database, ruleId: number, changes: UpdateCouponRule): Promise<CouponRuleRow> {
  const [updated] = await db.update(couponRules).set(changes).where(eq(couponRules.id, ruleId)).returning();
  return updated!;
}
