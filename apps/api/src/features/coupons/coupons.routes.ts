import QRCode from 'qrcode';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { couponListSchema, couponStatus, type CouponList } from '@podium/contracts/coupons/coupon';
import { coupons } from '../../db/schema/index';
import { success } from '../../http/success';

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
      const rows = await app.deps.db
        .select()
        .from(coupons)
        .where(eq(coupons.userId, user.id))
        .orderBy(desc(coupons.createdAt), desc(coupons.id));
      const now = app.deps.clock.now();
      const list: CouponList['coupons'] = await Promise.all(
        rows.map(async (row) => {
          const view = { expiresAt: row.expiresAt?.toISOString() ?? null, redeemedAt: row.redeemedAt?.toISOString() ?? null };
          return {
            id: row.id,
            code: row.code,
            title: row.title,
            partner: row.partner,
            value: row.value,
            status: couponStatus(view, now),
            ...view,
            createdAt: row.createdAt.toISOString(),
            qrCode: await QRCode.toDataURL(row.code, { margin: 1, width: 240 }),
          };
        }),
      );
      const counts = { active: 0, used: 0, expired: 0 };
      for (const coupon of list) counts[coupon.status]++;
      return success({ coupons: list, total: list.length, counts });
    },
  );
};
