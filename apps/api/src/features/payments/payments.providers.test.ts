import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, setPersonDetails } from '../../../test/event-factories';
import { startFakeRazorpay, startFakeStripe, type SignedWebhook } from '../../../test/payment-provider-servers';
import { auditLog, payments, refunds, registrations } from '../../db/schema/index';
import { runPaymentJobs } from './payment-jobs';
import { startSmtpServer } from '../../../test/local-smtp-server';

const FEE = 49_900;

/** What each provider's fake lets a test do, in the provider's own terms. */
interface FakeProvider {
  env: Record<string, string>;
  webhookPath: string;
  capture(providerOrderId: string, override?: { amount?: number; currency?: string }): { webhook: SignedWebhook; payment?: { id: string } };
  failed(providerOrderId: string): SignedWebhook;
  refundProcessed(index: number): SignedWebhook;
  forged(providerOrderId: string): SignedWebhook;
  refundCount(): number;
  useClock(nowMs: () => number): void;
  close(): Promise<void>;
}

async function razorpayFake(): Promise<FakeProvider> {
  const fake = await startFakeRazorpay('rzp-webhook-secret');
  return {
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'rzp-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'rzp-webhook-secret',
      RAZORPAY_BASE_URL: fake.url,
    },
    webhookPath: '/api/payments/webhooks/razorpay',
    capture: (orderId, override) => fake.capture(orderId, override),
    failed: (orderId) => fake.failed(orderId),
    refundProcessed: (index) => fake.refundProcessed(index),
    forged: (orderId) => {
      const order = fake.orders.get(orderId)!;
      const entity = { id: 'pay_forged', order_id: orderId, amount: order.amount, currency: order.currency, status: 'captured' };
      return fake.webhook('payment.captured', { payment: { entity } }, 'not-the-secret');
    },
    refundCount: () => fake.refunds.length,
    useClock: () => undefined,
    close: fake.close,
  };
}

async function stripeFake(): Promise<FakeProvider> {
  const fake = await startFakeStripe('whsec_test_secret');
  return {
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
      STRIPE_BASE_URL: fake.url,
    },
    webhookPath: '/api/payments/webhooks/stripe',
    capture: (sessionId, override) => fake.capture(sessionId, override),
    failed: (sessionId) => fake.failed(sessionId),
    refundProcessed: (index) => fake.refundProcessed(index),
    forged: (sessionId) => {
      // A genuine-looking event signed with the right secret but 10 minutes ago: a replay past tolerance.
      const session = { ...fake.sessions.get(sessionId)!, payment_status: 'paid', payment_intent: 'pi_replayed' };
      return fake.webhook('checkout.session.completed', session, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    },
    refundCount: () => fake.refunds.length,
    useClock: (nowMs) => (fake.state.nowMs = nowMs),
    close: fake.close,
  };
}

describe.each([
  ['razorpay', razorpayFake],
  ['stripe', stripeFake],
] as const)('paid registration through %s', (providerName, makeFake) => {
  let harness: TestApp;
  let fake: FakeProvider;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let adminToken: string;

  beforeAll(async () => {
    fake = await makeFake();
    smtp = await startSmtpServer();
    harness = await createTestApp({ env: { ...fake.env, SMTP_URL: smtp.url } });
    fake.useClock(() => harness.clock.now().getTime());
    tenant = await createTenant(harness.database.db);
    const admin = await createUser(harness.database.db, tenant.id, { role: 'admin' });
    adminToken = await signInAs(harness.app, admin);
  });
  afterAll(async () => {
    await harness.close();
    await fake.close();
    await smtp.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    harness.app.inject({
      method,
      url,
      headers: { host: tenant.hostname, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  const deliver = (webhook: SignedWebhook) =>
    harness.app.inject({
      method: 'POST',
      url: fake.webhookPath,
      headers: { host: tenant.hostname, ...webhook.headers },
      payload: webhook.body,
    });

  /** A member registered for a category charging ₹499: the order and its provider order id. */
  async function registerPaid() {
    const { event, chessOpen } = await createEvent(harness.database.db, tenant);
    expect((await call('PUT', `/api/admin/payments/fees/${chessOpen.id}`, adminToken, { amount: FEE })).statusCode).toBe(200);
    const member = await createUser(harness.database.db, tenant.id, { emailVerified: true });
    await setPersonDetails(harness.database.db, member.id, { gender: 'male', dateOfBirth: '1990-01-01' });
    const token = await signInAs(harness.app, member);
    const response = await call('POST', '/api/customer/registrations', token, {
      eventId: event.id,
      entries: [{ eventSportCategoryId: chessOpen.id, mode: 'individual' }],
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data.registrations[0].status).toBe('pending_payment');
    expect(data.order).toMatchObject({ amount: FEE, currency: 'INR', status: 'pending' });
    const providerOrderId: string = data.order.checkout.providerOrderId ?? new URL(data.order.checkout.url).pathname.split('/').pop();
    return {
      token,
      email: member.email!,
      orderId: data.order.orderId as string,
      providerOrderId,
      registrationId: data.registrations[0].id as number,
    };
  }
  const orderOf = async (token: string, orderId: string) => (await call('GET', `/api/customer/orders/${orderId}`, token)).json().data;
  const registrationStatus = async (registrationId: number) =>
    (await harness.database.db.select().from(registrations).where(eq(registrations.id, registrationId)))[0]!.status;

  it('confirms on the signed webhook, once, and issues a numbered receipt', async () => {
    const { token, orderId, providerOrderId, registrationId } = await registerPaid();
    const { webhook } = fake.capture(providerOrderId);
    expect((await deliver(webhook)).statusCode).toBe(200);
    expect((await deliver(webhook)).json().message).toBe('already');
    const order = await orderOf(token, orderId);
    expect(order).toMatchObject({ status: 'paid', checkout: null });
    expect(order.receiptNumber).toMatch(/^R-\d{6}$/);
    expect(await registrationStatus(registrationId)).toBe('confirmed');
    const receipt = await call('GET', `/api/customer/orders/${orderId}/receipt`, token);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('changes nothing on a forged or replayed webhook', async () => {
    const { token, orderId, providerOrderId, registrationId } = await registerPaid();
    const response = await deliver(fake.forged(providerOrderId));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('INVALID_SIGNATURE');
    expect((await orderOf(token, orderId)).status).toBe('pending');
    expect(await registrationStatus(registrationId)).toBe('pending_payment');
  });

  it('on a failed payment: Stripe ends the session and releases the place; Razorpay keeps it for a retry, marked failed', async () => {
    const { token, orderId, providerOrderId, registrationId } = await registerPaid();
    expect((await deliver(fake.failed(providerOrderId))).statusCode).toBe(200);
    const retryable = providerName === 'razorpay';
    const order = await orderOf(token, orderId);
    expect(order.status).toBe(retryable ? 'pending' : 'failed');
    expect(order.lastAttemptFailedAt !== null).toBe(retryable);
    expect(await registrationStatus(registrationId)).toBe(retryable ? 'pending_payment' : 'withdrawn');
  });

  it('emails "Try again" once when a payment fails and the place is still held; never for a released place', async () => {
    const { email, providerOrderId } = await registerPaid();
    const mailsTo = () => smtp.inbox.filter((mail) => mail.to.includes(email));
    expect((await deliver(fake.failed(providerOrderId))).statusCode).toBe(200);
    await harness.app.deps.notifier.settled();
    if (providerName === 'stripe') {
      // Stripe's failure ends the checkout and releases the place: there is nothing to try again.
      expect(mailsTo()).toHaveLength(0);
      return;
    }
    expect(mailsTo()).toHaveLength(1);
    const [mail] = mailsTo();
    expect(mail!.header('Subject')).toContain('Your payment did not go through');
    expect(mail!.decoded).toContain('₹499.00');
    expect(mail!.decoded).toContain('Chess');
    expect(mail!.decoded).toMatch(/Your place is held until \w{3}, \d{1,2} \w{3}/);
    expect(mail!.decoded).toContain(`>Try again<`);
    expect(mail!.decoded).toContain(`https://${tenant.hostname}/my-events`);
    // A second failed attempt on the same order does not mail again.
    expect((await deliver(fake.failed(providerOrderId))).statusCode).toBe(200);
    await harness.app.deps.notifier.settled();
    expect(mailsTo()).toHaveLength(1);
  });

  it('mails once when many failed attempts of one order arrive at the same moment', async () => {
    if (providerName === 'stripe') return;
    const { email, providerOrderId } = await registerPaid();
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(fake.failed(providerOrderId))));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    await harness.app.deps.notifier.settled();
    expect(smtp.inbox.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it('refuses an amount that does not match the order and flags it to admins', async () => {
    const { token, orderId, providerOrderId, registrationId } = await registerPaid();
    await deliver(fake.capture(providerOrderId, { amount: 100 }).webhook);
    expect((await orderOf(token, orderId)).status).toBe('pending');
    expect(await registrationStatus(registrationId)).toBe('pending_payment');
    const flagged = await harness.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.amount-mismatch'), eq(auditLog.entityId, orderId)));
    expect(flagged).toHaveLength(1);
  });

  it('expires an unpaid order, releases the place, and refunds a capture that arrives after', async () => {
    const { token, orderId, providerOrderId, registrationId } = await registerPaid();
    harness.clock.advanceSeconds(16 * 60);
    await runPaymentJobs(harness.app.deps);
    // Reconciliation asked the provider first (nothing paid), then the hold ended.
    expect((await orderOf(token, orderId)).status).toBe('expired');
    expect(await registrationStatus(registrationId)).toBe('withdrawn');
    const refundsBefore = fake.refundCount();
    await deliver(fake.capture(providerOrderId).webhook);
    expect((await orderOf(token, orderId)).status).toBe('expired');
    expect(await registrationStatus(registrationId)).toBe('withdrawn');
    expect(fake.refundCount()).toBe(refundsBefore + 1);
  });

  it('settles a paid order whose webhook was lost, through reconciliation', async () => {
    const { token, orderId, providerOrderId, registrationId } = await registerPaid();
    fake.capture(providerOrderId); // paid at the provider; the webhook never arrives
    harness.clock.advanceSeconds(4 * 60);
    await runPaymentJobs(harness.app.deps);
    expect((await orderOf(token, orderId)).status).toBe('paid');
    expect(await registrationStatus(registrationId)).toBe('confirmed');
  });

  it('refunds in part and then in full from the console, audited, following the provider', async () => {
    const { token, orderId, providerOrderId, registrationId } = await registerPaid();
    await deliver(fake.capture(providerOrderId).webhook);
    const before = fake.refundCount();
    const partial = await call('POST', `/api/admin/payments/orders/${orderId}/refund`, adminToken, {
      amount: 10_000,
      reason: 'Venue changed',
    });
    expect(partial.statusCode).toBe(200);
    expect((await orderOf(token, orderId)).status).toBe('partially_refunded');
    expect(await registrationStatus(registrationId)).toBe('confirmed');
    const tooMuch = await call('POST', `/api/admin/payments/orders/${orderId}/refund`, adminToken, { amount: FEE, reason: 'Too much' });
    expect(tooMuch.statusCode).toBe(400);
    const rest = await call('POST', `/api/admin/payments/orders/${orderId}/refund`, adminToken, { reason: 'Event cancelled' });
    expect(rest.json().data).toMatchObject({ status: 'refunded', refunded: FEE });
    expect(fake.refundCount()).toBe(before + 2);
    expect(await registrationStatus(registrationId)).toBe('withdrawn');
    expect((await deliver(fake.refundProcessed(before + 1))).statusCode).toBe(200);
    const audited = await harness.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refunded'), eq(auditLog.entityId, orderId)));
    expect(audited).toHaveLength(2);
    const rows = await harness.database.db.select().from(refunds);
    expect(rows.filter((row) => row.status === 'processed').length).toBeGreaterThan(0);
  });

  it.runIf(providerName === 'razorpay')(
    "confirms on the checkout's signed return, once; a forged signature or another member changes nothing",
    async () => {
      const { token, orderId, providerOrderId, registrationId } = await registerPaid();
      const { payment } = fake.capture(providerOrderId);
      const signed = (secret: string) => createHmac('sha256', secret).update(`${providerOrderId}|${payment!.id}`).digest('hex');
      const returnOf = (signature: string, as = token) =>
        call('POST', `/api/customer/orders/${orderId}/razorpay-return`, as, {
          razorpay_order_id: providerOrderId,
          razorpay_payment_id: payment!.id,
          razorpay_signature: signature,
        });

      const forged = await returnOf(signed('not-the-key-secret'));
      expect(forged.statusCode).toBe(400);
      expect(forged.json().message).toContain('could not be verified');
      expect(await registrationStatus(registrationId)).toBe('pending_payment');
      const stranger = await signInAs(harness.app, await createUser(harness.database.db, tenant.id));
      expect((await returnOf(signed('rzp-key-secret'), stranger)).statusCode).toBe(404);
      expect(await registrationStatus(registrationId)).toBe('pending_payment');

      const genuine = await returnOf(signed('rzp-key-secret'));
      expect(genuine.statusCode).toBe(200);
      expect(genuine.json().data.status).toBe('paid');
      expect(await registrationStatus(registrationId)).toBe('confirmed');
      // The same return again (a double tap, a replay) records nothing more.
      expect((await returnOf(signed('rzp-key-secret'))).json().data.status).toBe('paid');
      expect(await harness.database.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
    },
  );

  it("lets the provider's checkout into the page's Content-Security-Policy only for Razorpay", async () => {
    const csp = (await call('GET', '/api/tenant-config')).headers['content-security-policy'] as string;
    if (providerName === 'razorpay') {
      expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
    } else {
      expect(csp).not.toContain('razorpay');
    }
  });

  it('never lets a member confirm or refund by themselves', async () => {
    const { token, orderId } = await registerPaid();
    expect((await call('POST', `/api/admin/payments/orders/${orderId}/refund`, token, { reason: 'Please' })).statusCode).toBe(403);
    const stranger = await signInAs(harness.app, await createUser(harness.database.db, tenant.id));
    expect((await call('GET', `/api/customer/orders/${orderId}`, stranger)).statusCode).toBe(404);
  });
});
