import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { createCouponRule, createEvent, setPersonDetails } from '../../../test/event-factories';
import { UNREACHABLE_URL } from '../../../test/local-provider-server';
import { runPaymentJobs } from './payment-jobs';
import { categoryFees, coupons, payments, receiptCounters, registrations, tenantPaymentSettings } from '../../db/schema/index';

async function setup(env: Record<string, string> = {}) {
  const harness = await createTestApp({ env });
  const tenant = await createTenant(harness.database.db);
  const { event, chessOpen, footballOpen } = await createEvent(harness.database.db, tenant);
  await harness.database.db.insert(categoryFees).values({ eventSportCategoryId: chessOpen.id, tenantId: tenant.id, amountMinor: 49_900 });
  const member = await createUser(harness.database.db, tenant.id);
  await setPersonDetails(harness.database.db, member.id, { gender: 'male', dateOfBirth: '1990-01-01' });
  const token = await signInAs(harness.app, member);
  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    harness.app.inject({
      method,
      url,
      headers: { host: tenant.hostname, authorization: `Bearer ${token}`, ...headers },
      ...(payload ? { payload } : {}),
    });
  const register = (ids: number[]) =>
    call('POST', '/api/customer/registrations', {
      eventId: event.id,
      entries: ids.map((id) => ({ eventSportCategoryId: id, mode: 'individual' })),
    });
  return { harness, tenant, event, chessOpen, footballOpen, call, register, token };
}

describe('paid registration with the demo provider (npm start)', () => {
  let demo: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    demo = await setup();
  });
  afterAll(() => demo.harness.close());

  it('holds the place as pending_payment and answers an order with the demo checkout on our origin', async () => {
    const response = await demo.register([demo.chessOpen.id]);
    expect(response.statusCode).toBe(201);
    const { registrations: made, order } = response.json().data;
    expect(made[0].status).toBe('pending_payment');
    expect(order).toMatchObject({
      amount: 49_900,
      currency: 'INR',
      provider: 'demo',
      status: 'pending',
      checkout: { url: `/pay-demo/${order.orderId}` },
    });
    expect(response.json().message).toBe('Pay ₹499.00 within 15 minutes to confirm your registration.');

    const forged = await demo.harness.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/demo',
      headers: { host: demo.tenant.hostname, 'content-type': 'application/json', 'x-demo-signature': 'f'.repeat(64) },
      payload: JSON.stringify({
        id: 'evt_forged',
        type: 'payment.captured',
        orderId: `demo_${order.orderId}`,
        paymentId: 'p',
        amount: 49_900,
        currency: 'INR',
      }),
    });
    expect(forged.statusCode).toBe(400);
    expect((await demo.call('GET', `/api/customer/orders/${order.orderId}`)).json().data.status).toBe('pending');

    const paid = await demo.call('POST', `/api/customer/orders/${order.orderId}/demo`, { outcome: 'pay' });
    expect(paid.json().data).toMatchObject({ status: 'paid', receiptNumber: 'R-000001' });
    const [row] = await demo.harness.database.db.select().from(registrations).where(eq(registrations.id, made[0].id));
    expect(row!.status).toBe('confirmed');
    expect((await demo.call('GET', '/api/customer/orders')).json().data).toHaveLength(1);
  });

  it("'Fail' keeps the place for the rest of the hold and 'Try again' pays the same order (issue 30)", async () => {
    const other = await setup();
    try {
      const { registrations: made, order } = (await other.register([other.chessOpen.id])).json().data;
      const failed = await other.call('POST', `/api/customer/orders/${order.orderId}/demo`, { outcome: 'fail' });
      expect(failed.json().data).toMatchObject({ status: 'pending', expiresAt: order.expiresAt });
      expect(failed.json().data.lastAttemptFailedAt).toEqual(expect.any(String));
      const [held] = await other.harness.database.db.select().from(registrations).where(eq(registrations.id, made[0].id));
      expect(held!.status).toBe('pending_payment');
      const mine = (await other.call('GET', '/api/customer/registrations')).json().data;
      expect(mine.find((row: { id: number }) => row.id === made[0].id).status).toBe('pending_payment');

      const again = await other.call('POST', `/api/customer/orders/${order.orderId}/checkout`);
      expect(again.statusCode).toBe(200);
      const paid = await other.call('POST', `/api/customer/orders/${order.orderId}/demo`, { outcome: 'pay' });
      expect(paid.json().data).toMatchObject({ status: 'paid' });
      const [confirmed] = await other.harness.database.db.select().from(registrations).where(eq(registrations.id, made[0].id));
      expect(confirmed!.status).toBe('confirmed');
    } finally {
      await other.harness.close();
    }
  });

  it('releases a place whose payment failed only when the hold expires', async () => {
    const other = await setup();
    try {
      const { registrations: made, order } = (await other.register([other.chessOpen.id])).json().data;
      await other.call('POST', `/api/customer/orders/${order.orderId}/demo`, { outcome: 'fail' });
      other.harness.clock.advanceSeconds(10 * 60);
      await runPaymentJobs(other.harness.app.deps);
      const statusOf = async () =>
        (await other.harness.database.db.select().from(registrations).where(eq(registrations.id, made[0].id)))[0]!.status;
      expect(await statusOf()).toBe('pending_payment');
      other.harness.clock.advanceSeconds(6 * 60);
      await runPaymentJobs(other.harness.app.deps);
      expect(await statusOf()).toBe('withdrawn');
      expect((await other.call('GET', `/api/customer/orders/${order.orderId}`)).json().data.status).toBe('expired');
      expect((await other.call('POST', `/api/customer/orders/${order.orderId}/checkout`)).statusCode).toBe(409);
    } finally {
      await other.harness.close();
    }
  });

  it('records one payment and one receipt when the same order is paid 100 times at once', async () => {
    const other = await setup();
    try {
      const { order } = (await other.register([other.chessOpen.id])).json().data;
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => other.call('POST', `/api/customer/orders/${order.orderId}/demo`, { outcome: 'pay' })),
      );
      expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
      expect((await other.call('GET', `/api/customer/orders/${order.orderId}`)).json().data).toMatchObject({ status: 'paid' });
      const recorded = await other.harness.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
      expect(recorded).toHaveLength(1);
      const [counter] = await other.harness.database.db.select().from(receiptCounters).where(eq(receiptCounters.tenantId, other.tenant.id));
      expect(counter).toMatchObject({ lastNumber: 1 });
    } finally {
      await other.harness.close();
    }
  });

  it('earns the registration coupon with the payment, not with the held place', async () => {
    const other = await setup();
    try {
      await createCouponRule(other.harness.database.db, other.tenant.id, 'registration');
      const couponCount = async () =>
        (await other.harness.database.db.select().from(coupons).where(eq(coupons.tenantId, other.tenant.id))).length;
      // Held and then failed: no coupon ever.
      const failed = (await other.register([other.chessOpen.id])).json().data;
      expect(await couponCount()).toBe(0);
      await other.call('POST', `/api/customer/orders/${failed.order.orderId}/checkout`);
      await other.call('POST', `/api/customer/orders/${failed.order.orderId}/demo`, { outcome: 'fail' });
      expect(await couponCount()).toBe(0);
      // The hold runs out: still no coupon.
      other.harness.clock.advanceSeconds(16 * 60);
      await runPaymentJobs(other.harness.app.deps);
      expect(await couponCount()).toBe(0);
      // Held and paid: the coupon arrives with the payment, once.
      const paid = (await other.register([other.chessOpen.id])).json().data;
      expect(await couponCount()).toBe(0);
      await other.call('POST', `/api/customer/orders/${paid.order.orderId}/checkout`);
      expect((await other.call('POST', `/api/customer/orders/${paid.order.orderId}/demo`, { outcome: 'pay' })).json().data.status).toBe(
        'paid',
      );
      expect(await couponCount()).toBe(1);
    } finally {
      await other.harness.close();
    }
  });

  it('shows the tenant refund policy', async () => {
    const policy = await demo.call('GET', '/api/payments/policy');
    expect(policy.json().data).toEqual({ refundPolicy: 'full', refundFee: 0, holdMinutes: 15 });
  });
});

describe('paid registration while the provider is down', () => {
  it('keeps the place held, says so clearly, and makes no provider order until Pay now succeeds', async () => {
    const down = await setup({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'whsecret',
      RAZORPAY_BASE_URL: UNREACHABLE_URL,
    });
    try {
      const response = await down.register([down.chessOpen.id]);
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toBe(
        "The payment service did not answer. Your places are held: try 'Pay now' on My Events in a minute.",
      );
      const { order } = response.json().data;
      expect(order).toMatchObject({ status: 'pending', checkout: null });
      const retry = await down.call('POST', `/api/customer/orders/${order.orderId}/checkout`);
      expect(retry.statusCode).toBe(502);
      expect(retry.json().error).toBe('PAYMENT_PROVIDER_ERROR');
    } finally {
      await down.harness.close();
    }
  });
});

describe('withdrawing a paid registration', () => {
  it("refunds it under the tenant's policy (here: minus a ₹50 fee)", async () => {
    const paid = await setup();
    try {
      await paid.harness.database.db
        .insert(tenantPaymentSettings)
        .values({ tenantId: paid.tenant.id, refundPolicy: 'minus_fee', refundFeeMinor: 5_000 });
      const { order, registrations: made } = (await paid.register([paid.chessOpen.id])).json().data;
      await paid.call('POST', `/api/customer/orders/${order.orderId}/demo`, { outcome: 'pay' });
      const withdrawn = await paid.harness.app.inject({
        method: 'DELETE',
        url: `/api/customer/registrations/${made[0].id}`,
        headers: { host: paid.tenant.hostname, authorization: `Bearer ${paid.token}` },
      });
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json().message).toBe(
        'You have withdrawn from this category. A refund of ₹449.00 is on its way to your original payment method.',
      );
      const after = (await paid.call('GET', `/api/customer/orders/${order.orderId}`)).json().data;
      expect(after).toMatchObject({ status: 'partially_refunded', refunded: 44_900 });
    } finally {
      await paid.harness.close();
    }
  });
});
