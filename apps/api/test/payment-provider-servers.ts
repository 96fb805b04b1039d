import { createHmac, randomBytes } from 'node:crypto';
import { startProviderServer, type RecordedRequest } from './local-provider-server';

const id = (prefix: string) => `${prefix}${randomBytes(7).toString('hex')}`;
const hmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

/**
 * A local server speaking Razorpay's documented API (POST /v1/orders, GET /v1/orders/{id}/payments,
 * POST /v1/payments/{id}/refund) and signing webhooks as Razorpay does (X-Razorpay-Signature =
 * HMAC-SHA256 of the raw body with the webhook secret, X-Razorpay-Event-Id).
 */
export async function startFakeRazorpay(webhookSecret: string) {
  const orders = new Map<string, { id: string; amount: number; currency: string; receipt: string }>();
  const paymentsOf = new Map<string, Array<{ id: string; order_id: string; amount: number; currency: string; status: string }>>();
  const refunds: Array<{ id: string; payment_id: string; amount: number }> = [];
  const server = await startProviderServer((request: RecordedRequest) => {
    const path = request.url.split('?')[0]!;
    if (request.method === 'POST' && path === '/v1/orders') {
      const body = JSON.parse(request.body) as { amount: number; currency: string; receipt: string };
      const order = {
        id: id('order_'),
        entity: 'order',
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
      };
      orders.set(order.id, order);
      return { status: 200, body: order };
    }
    const fetchPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
    if (request.method === 'GET' && fetchPayments) {
      const items = paymentsOf.get(fetchPayments[1]!) ?? [];
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (request.method === 'POST' && refund) {
      const body = JSON.parse(request.body) as { amount: number };
      const made = { id: id('rfnd_'), entity: 'refund', payment_id: refund[1]!, amount: body.amount, status: 'processed' };
      refunds.push(made);
      return { status: 200, body: made };
    }
    return { status: 404, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } } };
  });
  const webhook = (event: string, payload: object, secret = webhookSecret): SignedWebhook => {
    const body = JSON.stringify({
      entity: 'event',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    return {
      body,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(secret, body), 'x-razorpay-event-id': id('evt_') },
    };
  };
  return {
    ...server,
    orders,
    refunds,
    /** The member pays at Razorpay: a captured payment now exists on the order. */
    capture(orderId: string, override: { amount?: number; currency?: string } = {}) {
      const order = orders.get(orderId)!;
      const payment = {
        id: id('pay_'),
        entity: 'payment',
        order_id: orderId,
        amount: override.amount ?? order.amount,
        currency: override.currency ?? order.currency,
        status: 'captured',
      };
      paymentsOf.set(orderId, [...(paymentsOf.get(orderId) ?? []), payment]);
      return { payment, webhook: webhook('payment.captured', { payment: { entity: payment } }) };
    },
    failed(orderId: string) {
      const order = orders.get(orderId)!;
      return webhook('payment.failed', {
        payment: { entity: { id: id('pay_'), order_id: orderId, amount: order.amount, currency: order.currency, status: 'failed' } },
      });
    },
    refundProcessed(refundIndex: number) {
      const made = refunds[refundIndex]!;
      return webhook('refund.processed', { refund: { entity: { ...made, status: 'processed' } } });
    },
    webhook,
  };
}

/**
 * A local server speaking Stripe's documented API (POST /v1/checkout/sessions, GET
 * /v1/checkout/sessions/{id}, POST /v1/refunds; form-encoded requests) and signing webhooks as
 * Stripe does (Stripe-Signature: t=<unix time>,v1=HMAC-SHA256 of "<t>.<raw body>").
 */
export async function startFakeStripe(webhookSecret: string) {
  type Session = {
    id: string;
    object: 'checkout.session';
    url: string;
    amount_total: number;
    currency: string;
    client_reference_id: string;
    payment_status: 'unpaid' | 'paid';
    status: 'open' | 'complete' | 'expired';
    payment_intent: string | null;
  };
  const sessions = new Map<string, Session>();
  const refunds: Array<{ id: string; payment_intent: string; amount: number }> = [];
  const server = await startProviderServer((request: RecordedRequest) => {
    const path = request.url.split('?')[0]!;
    const form = new URLSearchParams(request.body);
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const session: Session = {
        id: id('cs_test_'),
        object: 'checkout.session',
        url: '',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]')!,
        client_reference_id: form.get('client_reference_id')!,
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
      };
      session.url = `https://checkout.stripe.com/c/pay/${session.id}`;
      sessions.set(session.id, session);
      return { status: 200, body: session };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && retrieve && sessions.has(retrieve[1]!)) return { status: 200, body: sessions.get(retrieve[1]!) };
    if (request.method === 'POST' && path === '/v1/refunds') {
      const made = {
        id: id('re_'),
        object: 'refund',
        payment_intent: form.get('payment_intent')!,
        amount: Number(form.get('amount')),
        status: 'succeeded',
      };
      refunds.push(made);
      return { status: 200, body: made };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
  });
  const webhook = (type: string, object: object, options: { secret?: string; timestamp?: number } = {}): SignedWebhook => {
    const body = JSON.stringify({
      id: id('evt_'),
      object: 'event',
      type,
      api_version: '2025-01-01',
      data: { object },
      created: Math.floor(Date.now() / 1000),
    });
    const t = options.timestamp ?? Math.floor(Date.now() / 1000);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${t},v1=${hmac(options.secret ?? webhookSecret, `${t}.${body}`)}`,
      },
    };
  };
  return {
    ...server,
    sessions,
    refunds,
    capture(sessionId: string, override: { amount?: number; currency?: string } = {}) {
      const session = sessions.get(sessionId)!;
      Object.assign(session, {
        payment_status: 'paid',
        status: 'complete',
        payment_intent: id('pi_'),
        ...(override.amount !== undefined ? { amount_total: override.amount } : {}),
        ...(override.currency ? { currency: override.currency } : {}),
      });
      return { payment: session, webhook: webhook('checkout.session.completed', { ...session }) };
    },
    failed(sessionId: string) {
      const session = sessions.get(sessionId)!;
      session.status = 'expired';
      return webhook('checkout.session.expired', { ...session });
    },
    refundProcessed(refundIndex: number) {
      const made = refunds[refundIndex]!;
      return webhook('charge.refunded', {
        id: id('ch_'),
        object: 'charge',
        payment_intent: made.payment_intent,
        amount_refunded: made.amount,
        refunded: true,
      });
    },
    webhook,
  };
}
