import { createHmac, randomBytes } from 'node:crypto';
import { startProviderServer, type ProviderAnswer, type RecordedRequest } from './local-provider-server';

const id = (prefix: string) => `${prefix}${randomBytes(7).toString('hex')}`;
const hmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');
const header = (request: RecordedRequest, name: string) => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

/**
 * How a fake provider treats the next refund requests, as real providers do at times:
 * `ok`; `refuse` (a 400 about the refund itself); `down` (a 500, nothing done); `lose-answer` (the
 * refund is made but the answer never arrives: the connection drops).
 */
export type RefundBehaviour = 'ok' | 'refuse' | 'down' | 'lose-answer';

/**
 * A local server speaking Razorpay's documented API (POST /v1/orders, GET /v1/orders/{id}/payments,
 * POST /v1/payments/{id}/refund with the X-Refund-Idempotency header) and signing webhooks as
 * Razorpay does (X-Razorpay-Signature = HMAC-SHA256 of the raw body with the webhook secret). Like
 * Razorpay it refuses a refund beyond what is left of the payment, and answers a repeated
 * idempotency key with the refund it already made.
 */
export async function startFakeRazorpay(webhookSecret: string) {
  const orders = new Map<string, { id: string; amount: number; currency: string; receipt: string }>();
  type Payment = { id: string; order_id: string; amount: number; currency: string; status: string; amount_refunded: number };
  const paymentsOf = new Map<string, Payment[]>();
  const paymentById = new Map<string, Payment>();
  type Refund = { id: string; entity: 'refund'; payment_id: string; amount: number; status: string; receipt: string | null; notes: object };
  const refunds: Refund[] = [];
  const idempotent = new Map<string, { body: string; refund: Refund }>();
  const state = { refunds: 'ok' as RefundBehaviour, ordersDown: false };
  const server = await startProviderServer((request: RecordedRequest): ProviderAnswer => {
    const path = request.url.split('?')[0]!;
    if (request.method === 'POST' && path === '/v1/orders') {
      if (state.ordersDown) return { status: 500, body: { error: { code: 'SERVER_ERROR', description: 'Internal error' } } };
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
      const key = header(request, 'x-refund-idempotency');
      const seen = key ? idempotent.get(key) : undefined;
      if (seen) {
        if (seen.body !== request.body) {
          return {
            status: 400,
            body: {
              error: {
                code: 'BAD_REQUEST_ERROR',
                description: 'Different request with the same idempotency key has already been processed.',
              },
            },
          };
        }
        return { status: 200, body: seen.refund };
      }
      if (state.refunds === 'down') return { status: 500, body: { error: { code: 'SERVER_ERROR', description: 'Internal error' } } };
      if (state.refunds === 'refuse') {
        return {
          status: 400,
          body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund could not be processed for this payment.' } },
        };
      }
      const body = JSON.parse(request.body) as { amount: number; receipt?: string; notes?: object };
      const payment = paymentById.get(refund[1]!);
      if (!payment) return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } } };
      if (payment.amount_refunded + body.amount > payment.amount) {
        return {
          status: 400,
          body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The total refund amount is greater than the refund payment amount' } },
        };
      }
      payment.amount_refunded += body.amount;
      const made: Refund = {
        id: id('rfnd_'),
        entity: 'refund',
        payment_id: payment.id,
        amount: body.amount,
        status: 'processed',
        receipt: body.receipt ?? null,
        notes: body.notes ?? {},
      };
      refunds.push(made);
      if (key) idempotent.set(key, { body: request.body, refund: made });
      return { status: 200, body: made, drop: state.refunds === 'lose-answer' };
    }
    return { status: 404, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } } };
  });
  let clock = Math.floor(Date.now() / 1000);
  const webhook = (event: string, payload: object, secret = webhookSecret): SignedWebhook => {
    clock += 1;
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: clock,
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
    state,
    /** The member pays at Razorpay: a captured payment now exists on the order. */
    capture(orderId: string, override: { amount?: number; currency?: string } = {}) {
      const order = orders.get(orderId)!;
      const payment: Payment = {
        id: id('pay_'),
        order_id: orderId,
        amount: override.amount ?? order.amount,
        currency: override.currency ?? order.currency,
        status: 'captured',
        amount_refunded: 0,
      };
      paymentsOf.set(orderId, [...(paymentsOf.get(orderId) ?? []), payment]);
      paymentById.set(payment.id, payment);
      return { payment, webhook: webhook('payment.captured', { payment: { entity: { entity: 'payment', ...payment } } }) };
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
    /** An admin refunds in Razorpay's dashboard: no receipt of ours. */
    dashboardRefund(paymentId: string, amount: number) {
      const payment = paymentById.get(paymentId)!;
      payment.amount_refunded += amount;
      const made: Refund = {
        id: id('rfnd_'),
        entity: 'refund',
        payment_id: paymentId,
        amount,
        status: 'processed',
        receipt: null,
        notes: {},
      };
      refunds.push(made);
      return webhook('refund.processed', { refund: { entity: made } });
    },
    /** What Razorpay holds as refunded, per payment and in all. */
    refundedOf: (paymentId: string) => paymentById.get(paymentId)?.amount_refunded ?? 0,
    refundedTotal: () => refunds.reduce((sum, made) => sum + made.amount, 0),
    paymentIdOf: (orderId: string) => paymentsOf.get(orderId)?.find((payment) => payment.status === 'captured')?.id,
    webhook,
  };
}

/**
 * A local server speaking Stripe's documented API (POST /v1/checkout/sessions, GET
 * /v1/checkout/sessions/{id}, POST /v1/refunds; form-encoded requests; the Idempotency-Key header,
 * refused when reused with other parameters) and signing webhooks as Stripe does
 * (Stripe-Signature: t=<unix time>,v1=HMAC-SHA256 of "<t>.<raw body>").
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
    expires_at: number;
  };
  type Refund = { id: string; object: 'refund'; payment_intent: string; amount: number; status: string; metadata: Record<string, string> };
  const sessions = new Map<string, Session>();
  const refunds: Refund[] = [];
  const captured = new Map<string, number>();
  const refundedOfIntent = new Map<string, number>();
  const idempotent = new Map<string, { body: string; answer: ProviderAnswer }>();
  /** `nowMs`: Stripe's own clock, for its 30-minute rule; a test on a manual clock points it there. */
  const state = { refunds: 'ok' as RefundBehaviour, sessionAnswersToLose: 0, nowMs: () => Date.now() };
  const invalid = (message: string, type = 'invalid_request_error') => ({ status: 400, body: { error: { type, message } } });
  const server = await startProviderServer((request: RecordedRequest): ProviderAnswer => {
    const path = request.url.split('?')[0]!;
    const form = new URLSearchParams(request.body);
    const key = header(request, 'idempotency-key');
    if (request.method === 'POST' && key && idempotent.has(`${path}|${key}`)) {
      const seen = idempotent.get(`${path}|${key}`)!;
      if (seen.body !== request.body) {
        return invalid(
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          'idempotency_error',
        );
      }
      return { ...seen.answer, drop: path === '/v1/checkout/sessions' && state.sessionAnswersToLose-- > 0 };
    }
    const remember = (answer: ProviderAnswer) => {
      if (key && request.method === 'POST') idempotent.set(`${path}|${key}`, { body: request.body, answer });
      return answer;
    };
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const expiresAt = Number(form.get('expires_at'));
      if (expiresAt && expiresAt < Math.floor(state.nowMs() / 1000) + 30 * 60) {
        return invalid('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.');
      }
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
        expires_at: expiresAt,
      };
      session.url = `https://checkout.stripe.com/c/pay/${session.id}`;
      sessions.set(session.id, session);
      const answer = remember({ status: 200, body: session });
      return { ...answer, drop: state.sessionAnswersToLose-- > 0 };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && retrieve && sessions.has(retrieve[1]!)) return { status: 200, body: sessions.get(retrieve[1]!) };
    if (request.method === 'POST' && path === '/v1/refunds') {
      if (state.refunds === 'down') return { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong.' } } };
      if (state.refunds === 'refuse') return remember(invalid('This charge cannot be refunded.'));
      const intent = form.get('payment_intent')!;
      const amount = Number(form.get('amount'));
      if (!captured.has(intent)) return remember(invalid(`No such payment_intent: '${intent}'`));
      if ((refundedOfIntent.get(intent) ?? 0) + amount > captured.get(intent)!) {
        return remember(invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge.`));
      }
      refundedOfIntent.set(intent, (refundedOfIntent.get(intent) ?? 0) + amount);
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match) metadata[match[1]!] = value;
      }
      const made: Refund = { id: id('re_'), object: 'refund', payment_intent: intent, amount, status: 'succeeded', metadata };
      refunds.push(made);
      const answer = remember({ status: 200, body: made });
      return { ...answer, drop: state.refunds === 'lose-answer' };
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
  const chargeOf = (intent: string, listRefunds: boolean) => ({
    id: id('ch_'),
    object: 'charge',
    payment_intent: intent,
    amount: captured.get(intent) ?? 0,
    amount_refunded: refundedOfIntent.get(intent) ?? 0,
    refunded: (refundedOfIntent.get(intent) ?? 0) === (captured.get(intent) ?? -1),
    ...(listRefunds
      ? { refunds: { object: 'list', data: refunds.filter((made) => made.payment_intent === intent), has_more: false } }
      : {}),
  });
  return {
    ...server,
    sessions,
    refunds,
    state,
    capture(sessionId: string, override: { amount?: number; currency?: string } = {}) {
      const session = sessions.get(sessionId)!;
      Object.assign(session, {
        payment_status: 'paid',
        status: 'complete',
        payment_intent: session.payment_intent ?? id('pi_'),
        ...(override.amount !== undefined ? { amount_total: override.amount } : {}),
        ...(override.currency ? { currency: override.currency } : {}),
      });
      captured.set(session.payment_intent!, session.amount_total);
      return { payment: session, webhook: webhook('checkout.session.completed', { ...session }) };
    },
    /** The member finishes checkout with a delayed method: complete, but unpaid until it settles. */
    completeUnpaid(sessionId: string) {
      const session = sessions.get(sessionId)!;
      Object.assign(session, { status: 'complete', payment_status: 'unpaid', payment_intent: id('pi_') });
      return webhook('checkout.session.completed', { ...session });
    },
    /** The delayed method settled. */
    asyncSucceeded(sessionId: string) {
      const session = sessions.get(sessionId)!;
      session.payment_status = 'paid';
      captured.set(session.payment_intent!, session.amount_total);
      return webhook('checkout.session.async_payment_succeeded', { ...session });
    },
    failed(sessionId: string) {
      const session = sessions.get(sessionId)!;
      session.status = 'expired';
      return webhook('checkout.session.expired', { ...session });
    },
    /** charge.refunded for the refund at `refundIndex`, listing the charge's refunds (or, older API versions, only the total). */
    refundProcessed(refundIndex: number, options: { listRefunds?: boolean } = {}) {
      const made = refunds[refundIndex]!;
      return webhook('charge.refunded', chargeOf(made.payment_intent, options.listRefunds ?? true));
    },
    /** An admin refunds in Stripe's dashboard. */
    dashboardRefund(intent: string, amount: number, options: { listRefunds?: boolean } = {}) {
      refundedOfIntent.set(intent, (refundedOfIntent.get(intent) ?? 0) + amount);
      refunds.push({ id: id('re_'), object: 'refund', payment_intent: intent, amount, status: 'succeeded', metadata: {} });
      return webhook('charge.refunded', chargeOf(intent, options.listRefunds ?? true));
    },
    refundedOf: (intent: string) => refundedOfIntent.get(intent) ?? 0,
    refundedTotal: () => [...refundedOfIntent.values()].reduce((sum, amount) => sum + amount, 0),
    paymentIdOf: (sessionId: string) => {
      const session = sessions.get(sessionId);
      return session?.payment_status === 'paid' ? (session.payment_intent ?? undefined) : undefined;
    },
    webhook,
  };
}
