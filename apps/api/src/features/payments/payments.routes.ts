import type { FastifyRequest } from 'fastify';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { demoOutcomeSchema, orderIdParamsSchema, orderSchema, razorpayReturnSchema } from '@podium/contracts/payments/order';
import { paymentOrderLines, paymentOrders, tenantPaymentSettings } from '../../db/schema/index';
import { DomainError } from '../../errors/domain-error';
import { SIGN_IN_AGAIN_MESSAGE } from '../../http/authentication/authentication';
import { canonicalOriginOf } from '../tenants';
import { openCheckout } from './order-checkout';
import { findOrder, orderLines } from './payments.repository';
import { presentOrder } from './payments.presenter';
import { DemoPaymentProvider } from './providers/demo-provider';
import { RazorpayPaymentProvider } from './providers/razorpay-provider';
import { buildReceipt } from './receipts';
import { applyCapture, applyWebhookEvent } from './settle-payment';
import { success } from '../../http/success';

/** The member's orders: read, open the checkout ('Pay now'), the Razorpay signed return, the demo buttons, the receipt. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The member's own order in this tenant; anyone else's is "not found". */
  const ownOrder = async (request: FastifyRequest, orderId: string) => {
    const { user } = request.session;
    const order = await findOrder(app.deps.db, orderId);
    if (!order || order.userId !== user.id || order.tenantId !== request.tenant.id)
      throw new DomainError('NOT_FOUND', 'This order was not found.');
    return order;
  };
  const present = async (orderId: string) => presentOrder((await findOrder(app.deps.db, orderId))!, await orderLines(app.deps.db, orderId));

  app.get(
    '/customer/orders',
    {
      schema: {
        tags: ['payments'],
        summary: 'My orders, newest first',
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(z.array(orderSchema)) },
      },
      config: { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request) => {
      const user = request.session.user;
      const orders = await app.deps.db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.userId, user.id), eq(paymentOrders.tenantId, request.tenant.id)))
        .orderBy(desc(paymentOrders.createdAt))
        .limit(200);
      const lines = orders.length
        ? await app.deps.db
            .select()
            .from(paymentOrderLines)
            .where(
              inArray(
                paymentOrderLines.orderId,
                orders.map((order) => order.id),
              ),
            )
        : [];
      const data = orders.map((order) =>
        presentOrder(
          order,
          lines.filter((line) => line.orderId === order.id),
        ),
      );
      return success(data);
    },
  );

  app.get(
    '/customer/orders/:orderId',
    {
      schema: {
        tags: ['payments'],
        summary: "An order's state (pending, paid, failed, expired, refunded, partially_refunded)",
        security: [{ bearer: [] }],
        params: orderIdParamsSchema,
        response: { 200: successEnvelope(orderSchema) },
      },
      config: { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request) => {
      const order = await ownOrder(request, request.params.orderId);
      return success(await present(order.id));
    },
  );

  app.post(
    '/customer/orders/:orderId/checkout',
    {
      schema: {
        tags: ['payments'],
        summary: "Open the provider's checkout for a pending order ('Pay now'); makes the provider order once",
        security: [{ bearer: [] }],
        params: orderIdParamsSchema,
        response: { 200: successEnvelope(orderSchema) },
      },
      config: { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request) => {
      const order = await ownOrder(request, request.params.orderId);
      if (order.status !== 'pending')
        throw new DomainError('ORDER_STATE_CONFLICT', `This order is ${order.status.replace('_', ' ')}: it cannot be paid.`);
      const origin = await canonicalOriginOf(app.deps.db, request.tenant.id, app.deps.config.PORT);
      await openCheckout(app.deps, order.id, `${origin}/my-events`);
      return success(await present(order.id));
    },
  );

  app.post(
    '/customer/orders/:orderId/razorpay-return',
    {
      schema: {
        tags: ['payments'],
        summary: "Razorpay checkout's signed return (razorpay_signature = HMAC-SHA256 of order_id|payment_id)",
        security: [{ bearer: [] }],
        params: orderIdParamsSchema,
        body: razorpayReturnSchema,
        response: { 200: successEnvelope(orderSchema) },
      },
      config: { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request) => {
      const order = await ownOrder(request, request.params.orderId);
      const provider = app.deps.payments;
      const { razorpay_order_id: providerOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = request.body;
      if (!(provider instanceof RazorpayPaymentProvider) || order.providerOrderId !== providerOrderId) {
        throw new DomainError('NOT_FOUND', 'This order was not found.');
      }
      if (!provider.verifyReturn(providerOrderId, paymentId, signature)) {
        throw new DomainError(
          'INVALID_SIGNATURE',
          'The payment could not be verified. If money was taken, it is confirmed or refunded within minutes.',
        );
      }
      // The signature proves the payment exists, not its amount: the amount comes from Razorpay itself.
      const state = await provider.fetchOrderState(providerOrderId).catch(() => ({ state: 'pending' as const }));
      if (state.state === 'paid') await applyCapture(app.deps, provider.name, state.payment);
      return success(await present(order.id));
    },
  );

  app.post(
    '/customer/orders/:orderId/demo',
    {
      schema: {
        tags: ['payments'],
        summary: "Demo checkout's 'Pay' or 'Fail' (PAYMENT_PROVIDER=demo only): a demo-signed webhook through the webhook path",
        security: [{ bearer: [] }],
        params: orderIdParamsSchema,
        body: demoOutcomeSchema,
        response: { 200: successEnvelope(orderSchema) },
      },
      config: { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request) => {
      const provider = app.deps.payments;
      if (!(provider instanceof DemoPaymentProvider)) throw new DomainError('NOT_FOUND', 'The demo checkout is not available.');
      const order = await ownOrder(request, request.params.orderId);
      if (!order.providerOrderId) throw new DomainError('ORDER_STATE_CONFLICT', "Open the checkout with 'Pay now' first.");
      const pay = request.body.outcome === 'pay';
      const { rawBody, headers } = provider.signedWebhook({
        id: `demo_evt_${crypto.randomUUID()}`,
        type: pay ? 'payment.captured' : 'payment.failed',
        orderId: order.providerOrderId,
        ...(pay ? { paymentId: `demo_pay_${order.id}`, amount: order.amountMinor, currency: order.currency } : {}),
      });
      await applyWebhookEvent(app.deps, provider.name, provider.parseWebhook(rawBody, headers));
      return success(await present(order.id));
    },
  );

  app.get(
    '/customer/orders/:orderId/receipt',
    {
      schema: { tags: ['payments'], summary: 'The PDF receipt of a paid order', security: [{ bearer: [] }], params: orderIdParamsSchema },
      config: { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request, reply) => {
      const order = await ownOrder(request, request.params.orderId);
      if (order.receiptNumber === null) throw new DomainError('ORDER_STATE_CONFLICT', 'A receipt is issued once the order is paid.');
      const { fileName, pdf } = await buildReceipt(app.deps, order);
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(pdf);
    },
  );

  app.get(
    '/payments/policy',
    {
      schema: {
        tags: ['payments'],
        summary: "The tenant's cancellation and refund policy (/cancellation-refund)",
        response: {
          200: successEnvelope(
            z.object({ refundPolicy: z.enum(['full', 'minus_fee', 'none']), refundFee: z.number().int(), holdMinutes: z.number().int() }),
          ),
        },
      },
    },
    async (request) => {
      const [settings] = await app.deps.db
        .select()
        .from(tenantPaymentSettings)
        .where(eq(tenantPaymentSettings.tenantId, request.tenant.id));
      return success({
        refundPolicy: settings?.refundPolicy ?? 'full',
        refundFee: settings?.refundFeeMinor ?? 0,
        holdMinutes: app.deps.config.PAYMENT_HOLD_MINUTES,
      });
    },
  );
};
