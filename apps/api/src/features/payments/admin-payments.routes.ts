import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import {
  adminCategoryFeeRowSchema,
  adminCategoryFeesQuerySchema,
  adminOrdersAnswerSchema,
  adminOrdersQuerySchema,
  categoryFeeRemovedDataSchema,
  categoryFeeSchema,
  orderIdParamsSchema,
  paymentSettingsSchema,
  refundAnswerDataSchema,
  refundRequestSchema,
} from '@podium/contracts/payments/order';
import { actorOf } from '../../http/authentication/authentication';
import { consoleRefusals } from '../../http/authentication/refusals';
import { listCategoryFees, readPaymentSettings } from './admin-payment-setup';
import {
  listAdminOrders,
  listAdminOrdersWithTotals,
  removeCategoryFee,
  savePaymentSettings,
  setCategoryFee,
} from './admin-payments.service';
import { presentAdminOrder, presentOrdersCsv, presentRefund } from './payments.presenter';
import { refundOrder } from './refund-payment';
import { success } from '../../http/success';

const meta = (summary: string) => ({ tags: ['admin', 'payments'], summary, security: [{ bearer: [] }] });

/** /api/admin/payments: fees per category, refund policy and receipt fields, orders with totals, CSV, refunds. */
export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/payments/orders',
    {
      schema: {
        ...meta('Orders with filters (status, event, date) and totals'),
        querystring: adminOrdersQuerySchema,
        response: {
          200: successEnvelope(adminOrdersAnswerSchema),
          ...consoleRefusals,
        },
      },
    },
    async (request) => {
      const { orders, ...totals } = await listAdminOrdersWithTotals(db, request.tenant.id, request.query);
      return success({ orders: orders.map(presentAdminOrder), ...totals });
    },
  );

  app.get(
    '/payments/orders.csv',
    { schema: { ...meta('Orders as CSV (same filters)'), querystring: adminOrdersQuerySchema } },
    async (request, reply) => {
      const orders = await listAdminOrders(db, request.tenant.id, request.query);
      const csv = presentOrdersCsv(orders.map(presentAdminOrder));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .send(csv);
    },
  );

  app.post(
    '/payments/orders/:orderId/refund',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Refund a paid order in full or in part (audited); the provider confirms by webhook'),
        params: orderIdParamsSchema,
        body: refundRequestSchema,
        response: { 200: successEnvelope(refundAnswerDataSchema), ...consoleRefusals },
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
      return success(presentRefund(order), 'The refund was sent to the payment provider.');
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
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Set the entry fee of an event sport category'),
        params: z.object({ eventSportCategoryId: z.coerce.number().int().positive() }),
        body: categoryFeeSchema,
        response: { 200: successEnvelope(categoryFeeSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const fee = await setCategoryFee(app.deps, actorOf(request), request.params.eventSportCategoryId, request.body);
      return success(fee, 'The fee is saved.');
    },
  );

  app.delete(
    '/payments/fees/:eventSportCategoryId',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Make a category free again (orders already made keep their amount)'),
        params: z.object({ eventSportCategoryId: z.coerce.number().int().positive() }),
        response: { 200: successEnvelope(categoryFeeRemovedDataSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      await removeCategoryFee(app.deps, actorOf(request), request.params.eventSportCategoryId);
      return success(null, 'The category is free now.');
    },
  );
  app.put(
    '/payments/settings',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Refund policy and receipt fields (legal name, GSTIN, tax rate)'),
        body: paymentSettingsSchema,
        response: { 200: successEnvelope(paymentSettingsSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const settings = await savePaymentSettings(app.deps, actorOf(request), request.body);
      return success(settings, 'Payment settings saved.');
    },
  );
};
