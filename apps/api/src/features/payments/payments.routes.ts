import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import {
  demoOutcomeSchema,
  orderIdParamsSchema,
  orderRefundParamsSchema,
  orderSchema,
  razorpayReturnSchema,
  refundPolicySchema,
} from '@podium/contracts/payments/order';
import { SIGN_IN_AGAIN_MESSAGE } from '../../http/authentication/authentication';
import { presentOrder, presentRefundPolicy } from './payments.presenter';
import {
  confirmRazorpayReturn,
  findRefundPolicy,
  getMyOrder,
  getMyCreditNote,
  getMyReceipt,
  listMyOrders,
  openMyCheckout,
  settleDemoCheckout,
  type OrderWithLines,
} from './payments.service';
import { success } from '../../http/success';

/** The member's orders: read, open the checkout ('Pay now'), the Razorpay signed return, the demo buttons, the receipt. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The signed-in member's order named in the path, in this tenant. */
  const orderRef = (request: FastifyRequest<{ Params: { orderId: string } }>) => ({
    tenantId: request.tenant.id,
    userId: request.session.user.id,
    orderId: request.params.orderId,
  });
  const present = ({ order, lines, refunds }: OrderWithLines) => presentOrder(order, lines, refunds);

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
      const orders = await listMyOrders(app.deps.db, { tenantId: request.tenant.id, userId: user.id });
      return success(orders.map(present));
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
    async (request) => success(present(await getMyOrder(app.deps.db, orderRef(request)))),
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
      config: { cache: 'invalidates', auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request) => success(present(await openMyCheckout(app.deps, orderRef(request)))),
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
      config: { cache: 'invalidates', auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request) => {
      const { razorpay_order_id: providerOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = request.body;
      return success(present(await confirmRazorpayReturn(app.deps, orderRef(request), { providerOrderId, paymentId, signature })));
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
      config: { cache: 'invalidates', auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request) => success(present(await settleDemoCheckout(app.deps, orderRef(request), request.body.outcome))),
  );

  app.get(
    '/customer/orders/:orderId/receipt',
    {
      schema: { tags: ['payments'], summary: 'The PDF receipt of a paid order', security: [{ bearer: [] }], params: orderIdParamsSchema },
      config: { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request, reply) => {
      const { fileName, pdf } = await getMyReceipt(app.deps, orderRef(request));
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(pdf);
    },
  );

  app.get(
    '/customer/orders/:orderId/refunds/:refundId/credit-note',
    {
      schema: {
        tags: ['payments'],
        summary: "The PDF credit note of one refund of the member's order (not of a refund that failed)",
        security: [{ bearer: [] }],
        params: orderRefundParamsSchema,
      },
      config: { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request, reply) => {
      const { fileName, pdf } = await getMyCreditNote(app.deps, orderRef(request), request.params.refundId);
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
          200: successEnvelope(refundPolicySchema),
        },
      },
    },
    async (request) => {
      const settings = await findRefundPolicy(app.deps.db, request.tenant.id);
      return success(presentRefundPolicy(settings, app.deps.config.PAYMENT_HOLD_MINUTES));
    },
  );
};
