import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCouponRuleSchema,
  couponRuleIdParamsSchema,
  createCouponRuleSchema,
  updateCouponRuleSchema,
  type AdminCouponRule,
} from '@podium/contracts/admin/admin-tenant-auth';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { couponRules } from '../../../db/schema/index';
import { DomainError } from '../../../errors/domain-error';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { writeAuditEntry } from '../../../platform/audit/write-audit-entry';
import { success } from '../../../http/success';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });
type CouponRuleRow = typeof couponRules.$inferSelect;
const present = ({ tenantId: _tenantId, createdAt, ...row }: CouponRuleRow): AdminCouponRule => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

/**
 * /api/admin/coupon-rules: what earns a coupon on this site. Rules are disabled (`isActive: false`),
 * never deleted, because issued coupons name their rule in `rule_key`.
 */
export const couponRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  async function requireRule(tenantId: number, ruleId: number): Promise<CouponRuleRow> {
    const [row] = await db
      .select()
      .from(couponRules)
      .where(and(eq(couponRules.id, ruleId), eq(couponRules.tenantId, tenantId)));
    if (!row) throw new DomainError('NOT_FOUND', 'Coupon rule not found on this site.');
    return row;
  }

  app.get(
    '/coupon-rules',
    {
      schema: {
        ...meta('Coupon rules, disabled ones included'),
        response: { 200: successEnvelope(z.array(adminCouponRuleSchema)), ...consoleRefusals },
      },
    },
    async (request) => {
      const rows = await db.select().from(couponRules).where(eq(couponRules.tenantId, request.tenant.id)).orderBy(asc(couponRules.id));
      return success(rows.map(present));
    },
  );

  app.post(
    '/coupon-rules',
    {
      schema: {
        ...meta('Add a coupon rule'),
        body: createCouponRuleSchema,
        response: { 200: successEnvelope(adminCouponRuleSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(couponRules)
          .values({ ...request.body, tenantId: request.tenant.id, createdAt: now })
          .returning();
        await writeAuditEntry(tx, {
          tenantId: request.tenant.id,
          actorUserId: request.session.user.id,
          action: 'coupon-rule.created',
          entity: 'coupon_rule',
          entityId: created!.id,
          before: null,
          after: present(created!),
          at: now,
        });
        return created!;
      });
      return success(present(row), 'Coupon rule saved');
    },
  );

  app.patch(
    '/coupon-rules/:ruleId',
    {
      schema: {
        ...meta('Change a coupon rule, or disable it (`isActive: false`); only the fields sent change'),
        params: couponRuleIdParamsSchema,
        body: updateCouponRuleSchema,
        response: { 200: successEnvelope(adminCouponRuleSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const before = await requireRule(request.tenant.id, request.params.ruleId);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx.update(couponRules).set(request.body).where(eq(couponRules.id, before.id)).returning();
        const action =
          request.body.isActive === false && before.isActive
            ? 'coupon-rule.disabled'
            : request.body.isActive === true && !before.isActive
              ? 'coupon-rule.enabled'
              : 'coupon-rule.updated';
        await writeAuditEntry(tx, {
          tenantId: request.tenant.id,
          actorUserId: request.session.user.id,
          action,
          entity: 'coupon_rule',
          entityId: before.id,
          before: present(before),
          after: present(updated!),
          at: clock.now(),
        });
        return updated!;
      });
      return success(present(row), 'Coupon rule saved');
    },
  );
};
