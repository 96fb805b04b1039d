import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCouponRuleSchema,
  couponRuleIdParamsSchema,
  createCouponRuleSchema,
  updateCouponRuleSchema,
} from '@podium/contracts/admin/admin-tenant-auth';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { actorOf } from '../../../http/authentication/authentication';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { success } from '../../../http/success';
import { presentCouponRule } from './coupon-rules.presenter';
import { listCouponRules } from './coupon-rules.repository';
import { changeCouponRule, createCouponRule } from './coupon-rules.service';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/**
 * /api/admin/coupon-rules: what earns a coupon on this site. Rules are disabled (`isActive: false`),
 * never deleted, because issued coupons name their rule in `rule_key`.
 */
export const couponRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/coupon-rules',
    {
      schema: {
        ...meta('Coupon rules, disabled ones included'),
        response: { 200: successEnvelope(z.array(adminCouponRuleSchema)), ...consoleRefusals },
      },
    },
    async (request) => success((await listCouponRules(db, request.tenant.id)).map(presentCouponRule)),
  );

  app.post(
    '/coupon-rules',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Add a coupon rule'),
        body: createCouponRuleSchema,
        response: { 200: successEnvelope(adminCouponRuleSchema), ...consoleRefusals },
      },
    },
    async (request) => success(presentCouponRule(await createCouponRule(db, clock, actorOf(request), request.body)), 'Coupon rule saved'),
  );

  app.patch(
    '/coupon-rules/:ruleId',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Change a coupon rule, or disable it (`isActive: false`); only the fields sent change'),
        params: couponRuleIdParamsSchema,
        body: updateCouponRuleSchema,
        response: { 200: successEnvelope(adminCouponRuleSchema), ...consoleRefusals },
      },
    },
    async (request) =>
      success(
        presentCouponRule(await changeCouponRule(db, clock, actorOf(request), request.params.ruleId, request.body)),
        'Coupon rule saved',
      ),
  );
};
