import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import {
  adminCategoryFeeRowSchema,
  adminCategoryFeesQuerySchema,
  adminOrdersQuerySchema,
  categoryFeeSchema,
  orderTotalsByCategorySchema,
  orderTotalsByEventSchema,
  orderIdParamsSchema,
  orderSchema,
  paymentSettingsSchema,
  refundRequestSchema,
} from '@podium/contracts/payments/order';
import { categoryFees, events, paymentOrderLines, paymentOrders, tenantPaymentSettings, users } from '../../db/schema/index';
import { consoleRefusals } from '../../http/authentication/refusals';
import { writeAuditEntry } from '../admin/audit-log/write-audit-entry';
import { findCategoryOfTenant, listCategoryFees, readPaymentSettings, summariseOrders } from './admin-payment-setup';
import { presentOrder } from './payments.presenter';
import { refundOrder } from './refund-payment';
import { success } from '../../http/success';

const meta = (summary: string) => ({ tags: ['admin', 'payments'], summary, security: [{ bearer: [] }] });
const adminOrderSchema = orderSchema.extend({ memberName: z.string().nullable(), eventName: z.string(), createdAt: z.string() });

/** /api/admin/payments: fees per category, refund policy and receipt fields, orders with totals, CSV, refunds. */
export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  async function listOrders(tenantId: number, query: z.infer<typeof adminOrdersQuerySchema>) {
    const rows = await db
      .select({ order: paymentOrders, memberName: users.name, eventName: events.name })
      .from(paymentOrders)
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .innerJoin(events, eq(events.id, paymentOrders.eventId))
      .where(
        and(
          eq(paymentOrders.tenantId, tenantId),
          query.status ? eq(paymentOrders.status, query.status) : undefined,
          query.eventId ? eq(paymentOrders.eventId, query.eventId) : undefined,
          query.from ? gte(paymentOrders.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
          query.to ? lt(paymentOrders.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000)) : undefined,
        ),
      )
      .orderBy(desc(paymentOrders.createdAt))
      .limit(1000);
    // Only the listed orders' lines (it read every line of the tenant before).
    const lines = rows.length
      ? await db
          .select()
          .from(paymentOrderLines)
          .innerJoin(paymentOrders, eq(paymentOrders.id, paymentOrderLines.orderId))
          .where(
            and(
              eq(paymentOrders.tenantId, tenantId),
              inArray(
                paymentOrderLines.orderId,
                rows.map((row) => row.order.id),
              ),
            ),
          )
      : [];
    return rows.map((row) => ({
      ...presentOrder(
        row.order,
        lines.filter((line) => line.payment_order_lines.orderId === row.order.id).map((line) => line.payment_order_lines),
      ),
      memberName: row.memberName,
      eventName: row.eventName,
      createdAt: row.order.createdAt.toISOString(),
    }));
  }

  app.get(
    '/payments/orders',
    {
      schema: {
        ...meta('Orders with filters (status, event, date) and totals'),
        querystring: adminOrdersQuerySchema,
        response: {
          200: successEnvelope(
            z.object({
              orders: z.array(adminOrderSchema),
              totals: z.array(z.object({ currency: z.string(), paid: z.number().int(), refunded: z.number().int() })),
              totalsByEvent: z.array(orderTotalsByEventSchema),
              totalsByCategory: z.array(orderTotalsByCategorySchema),
            }),
          ),
          ...consoleRefusals,
        },
      },
    },
    async (request) => {
      const orders = await listOrders(request.tenant.id, request.query);
      return success({ orders, ...(await summariseOrders(db, orders)) });
    },
  );

  app.get(
    '/payments/orders.csv',
    { schema: { ...meta('Orders as CSV (same filters)'), querystring: adminOrdersQuerySchema } },
    async (request, reply) => {
      const orders = await listOrders(request.tenant.id, request.query);
      const csv = stringify(
        orders.map((order) => [
          order.orderId,
          order.createdAt,
          order.eventName,
          order.memberName ?? '',
          order.status,
          order.currency,
          order.amount / 100,
          order.refunded / 100,
          order.receiptNumber ?? '',
        ]),
        { header: true, columns: ['order', 'created', 'event', 'member', 'status', 'currency', 'amount', 'refunded', 'receipt'] },
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .send(csv);
    },
  );

  app.post(
    '/payments/orders/:orderId/refund',
    {
      schema: {
        ...meta('Refund a paid order in full or in part (audited); the provider confirms by webhook'),
        params: orderIdParamsSchema,
        body: refundRequestSchema,
        response: { 200: successEnvelope(z.object({ status: z.string(), refunded: z.number().int() })), ...consoleRefusals },
      },
    },
    async (request) => {
      const { order } = await refundOrder(app.deps, {
        tenantId: request.tenant.id,
        orderId: request.params.orderId,
        amountMinor: request.body.amount,
        reason: request.body.reason,
        actorUserId: request.session.user.id,
      });
      return success({ status: order.status, refunded: order.refundedMinor }, 'The refund was sent to the payment provider.');
    },
  );

  app.get(
    '/payments/fees',
    {
      schema: {
        ...meta('Each category of an event with its entry fee (null = free)'),
        querystring: adminCategoryFeesQuerySchema,
        response: { 200: successEnvelope(z.array(adminCategoryFeeRowSchema)), ...consoleRefusals },
      },
    },
    async (request) => success(await listCategoryFees(db, request.tenant.id, request.query.eventId)),
  );
  app.get(
    '/payments/settings',
    {
      schema: {
        ...meta('Refund policy and receipt fields, as saved (defaults until then)'),
        response: { 200: successEnvelope(paymentSettingsSchema), ...consoleRefusals },
      },
    },
    async (request) => success(await readPaymentSettings(db, request.tenant.id)),
  );
  app.put(
    '/payments/fees/:eventSportCategoryId',
    {
      schema: {
        ...meta('Set the entry fee of an event sport category'),
        params: z.object({ eventSportCategoryId: z.coerce.number().int().positive() }),
        body: categoryFeeSchema,
        response: { 200: successEnvelope(categoryFeeSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const esc = await findCategoryOfTenant(db, request.tenant.id, request.params.eventSportCategoryId);
      const body = request.body;
      const values = {
        amountMinor: body.amount,
        currency: body.currency,
        chargedPer: body.chargedPer,
        earlyBirdAmountMinor: body.earlyBirdAmount,
        earlyBirdUntil: body.earlyBirdUntil ? new Date(body.earlyBirdUntil) : null,
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(categoryFees)
          .values({ eventSportCategoryId: esc.id, tenantId: request.tenant.id, ...values })
          .onConflictDoUpdate({ target: categoryFees.eventSportCategoryId, set: values });
        await writeAuditEntry(tx, {
          tenantId: request.tenant.id,
          actorUserId: request.session.user.id,
          action: 'category-fee.set',
          entity: 'event_sport_category',
          entityId: esc.id,
          before: null,
          after: body,
          at: clock.now(),
        });
      });
      return success(body, 'The fee is saved.');
    },
  );

  app.delete(
    '/payments/fees/:eventSportCategoryId',
    {
      schema: {
        ...meta('Make a category free again (orders already made keep their amount)'),
        params: z.object({ eventSportCategoryId: z.coerce.number().int().positive() }),
        response: { 200: successEnvelope(z.null()), ...consoleRefusals },
      },
    },
    async (request) => {
      const esc = await findCategoryOfTenant(db, request.tenant.id, request.params.eventSportCategoryId);
      // Idempotent: a category that is already free stays free, with nothing to audit.
      await db.transaction(async (tx) => {
        const [removed] = await tx.delete(categoryFees).where(eq(categoryFees.eventSportCategoryId, esc.id)).returning();
        if (!removed) return;
        await writeAuditEntry(tx, {
          tenantId: request.tenant.id,
          actorUserId: request.session.user.id,
          action: 'category-fee.removed',
          entity: 'event_sport_category',
          entityId: removed.eventSportCategoryId,
          before: { amount: removed.amountMinor, currency: removed.currency },
          after: null,
          at: clock.now(),
        });
      });
      return success(null, 'The category is free now.');
    },
  );
  app.put(
    '/payments/settings',
    {
      schema: {
        ...meta('Refund policy and receipt fields (legal name, GSTIN, tax rate)'),
        body: paymentSettingsSchema,
        response: { 200: successEnvelope(paymentSettingsSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const body = request.body;
      const values = {
        legalName: body.legalName,
        gstin: body.gstin,
        taxRateBasisPoints: body.taxRateBasisPoints,
        refundPolicy: body.refundPolicy,
        refundFeeMinor: body.refundFee,
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(tenantPaymentSettings)
          .values({ tenantId: request.tenant.id, ...values })
          .onConflictDoUpdate({ target: tenantPaymentSettings.tenantId, set: values });
        await writeAuditEntry(tx, {
          tenantId: request.tenant.id,
          actorUserId: request.session.user.id,
          action: 'payment-settings.updated',
          entity: 'tenant',
          entityId: request.tenant.id,
          before: null,
          after: body,
          at: clock.now(),
        });
      });
      return success(body, 'Payment settings saved.');
    },
  );
};
