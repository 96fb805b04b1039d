import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { couponListSchema } from '@podium/contracts/coupons/coupon';
import { success } from '../../http/success';
import { presentCouponList } from './coupons.presenter';
import { listMyCoupons } from './coupons.service';

/** The signed-in person's coupons. */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer/coupons',
    {
      schema: {
        tags: ['coupons'],
        summary: 'My coupons (active, used, expired), newest first, each with a QR image of its code',
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(couponListSchema) },
      },
      config: { auth: 'member' },
    },
    async (request) => {
      const { user } = request.session;
      const rows = await listMyCoupons(app.deps.db, { tenantId: request.tenant.id, userId: user.id });
      return success(await presentCouponList(rows, app.deps.clock.now()));
    },
  );
};
