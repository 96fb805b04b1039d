import type { CreateCouponRule, UpdateCouponRule } from '@podium/contracts/admin/admin-tenant-auth';
import type { Database } from '../../../db/client';
import { DomainError } from '../../../errors/domain-error';
import type { Clock } from '../../../platform/clock';
import { writeAuditEntry } from '../../../platform/audit/write-audit-entry';
import { presentCouponRule } from './coupon-rules.presenter';
import { findCouponRule, insertCouponRule, updateCouponRule, type CouponRuleRow } from './coupon-rules.repository';

type Actor = { tenantId: number; userId: number };

/** Adds a coupon rule, audited. */
export async function createCouponRule(db: Database, clock: Clock, actor: Actor, rule: CreateCouponRule): Promise<CouponRuleRow> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const created = await insertCouponRule(tx, actor.tenantId, rule, now);
    await writeAuditEntry(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      action: 'coupon-rule.created',
      entity: 'coupon_rule',
      entityId: created.id,
      before: null,
      after: presentCouponRule(created),
      at: now,
    });
    return created;
  });
}

/**
 * Changes the fields sent, audited as disabled, enabled or updated. Rules are disabled, never
 * deleted: issued coupons name their rule.
 */
export async function changeCouponRule(
  db: Database,
  clock: Clock,
  actor: Actor,
  ruleId: number,
  changes: UpdateCouponRule,
): Promise<CouponRuleRow> {
  const before = await findCouponRule(db, actor.tenantId, ruleId);
  if (!before) throw new DomainError('NOT_FOUND', 'Coupon rule not found on this site.');
  return db.transaction(async (tx) => {
    const updated = await updateCouponRule(tx, before.id, changes);
    const action =
      changes.isActive === false && before.isActive
        ? 'coupon-rule.disabled'
        : changes.isActive === true && !before.isActive
          ? 'coupon-rule.enabled'
          : 'coupon-rule.updated';
    await writeAuditEntry(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      action,
      entity: 'coupon_rule',
      entityId: before.id,
      before: presentCouponRule(before),
      after: presentCouponRule(updated),
      at: clock.now(),
    });
    return updated;
  });
}
