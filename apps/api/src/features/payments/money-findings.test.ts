import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, paymentOrders, refunds } from '../../db/schema/index';
import { startMoneyHarness, type MoneyHarness } from '../../../test/money-harness';
import { runPaymentJobs } from './payment-jobs';
import type { startFakeStripe } from '../../../test/payment-provider-servers';

type StripeFake = Awaited<ReturnType<typeof startFakeStripe>>;

/**
 * Issue 28, section 1: each money finding of the third red-team round, replayed through HTTP
 * against local servers speaking Razorpay's and Stripe's APIs. Each of these failed before the
 * place ledger (place-ledger.ts).
 */
describe.each(['razorpay', 'stripe'] as const)('money findings on %s', (provider) => {
  let money: MoneyHarness;
  beforeAll(async () => {
    money = await startMoneyHarness(provider);
  });
  afterAll(async () => money.close());

  /** Registers and pays; answers the registrations and the order. */
  async function registerAndPay(token: string, eventId: number, entries: object[]) {
    const answer = await money.registerEntries(token, eventId, entries);
    expect(answer.statusCode, answer.body).toBe(201);
    const { order, registrations } = answer.json().data as {
      order: { checkout: Record<string, string> } & { orderId: string };
      registrations: Array<{ id: number; eventSportCategoryId: number }>;
    };
    expect((await money.deliver(money.fake.capture(money.providerOrderIdOf(order)!))).statusCode).toBe(200);
    // In the order the entries were given (the answer lists them by sport).
    const ids = (entries as Array<{ eventSportCategoryId: number }>).map(
      (entry) => registrations.find((one) => one.eventSportCategoryId === entry.eventSportCategoryId)!.id,
    );
    return { order, registrationIds: ids };
  }

  it('refunds a withdrawn line once, however often the place is taken again and given up', async () => {
    const { token } = await money.member();
    const { eventId, soloIds } = await money.paidEvent({ solo: [10_000, 20_000, 30_000] });
    const { order, registrationIds } = await registerAndPay(
      token,
      eventId,
      soloIds.map((id) => ({ eventSportCategoryId: id, mode: 'individual' })),
    );
    const withdrawn = registrationIds[0]!;
    expect((await money.call('DELETE', `/api/customer/registrations/${withdrawn}`, token)).json().message).toContain('₹100.00');
    for (let round = 0; round < 3; round++) {
      // Register again (a new order, never paid), and withdraw again.
      const again = await money.registerEntries(token, eventId, [{ eventSportCategoryId: soloIds[0], mode: 'individual' }]);
      expect(again.statusCode).toBe(201);
      const withdrawal = await money.call('DELETE', `/api/customer/registrations/${withdrawn}`, token);
      expect(withdrawal.statusCode).toBe(200);
      expect(withdrawal.json().message).not.toContain('refund');
    }
    const paid = await money.orderOf(token, order.orderId);
    expect(paid).toMatchObject({ status: 'partially_refunded', refunded: 10_000 });
    expect(money.fake.refundedOf(money.providerOrderIdOf(order)!)).toBe(10_000);
    expect(await money.registrationStatus(registrationIds[1]!)).toBe('confirmed');
    await money.checkInvariants();
  });

  it('refunds a place withdrawn while its checkout was open, when the payment still arrives', async () => {
    const { token } = await money.member();
    const { eventId, soloIds } = await money.paidEvent({ solo: [15_000, 25_000] });
    const answer = await money.registerEntries(
      token,
      eventId,
      soloIds.map((id) => ({ eventSportCategoryId: id, mode: 'individual' })),
    );
    const { order } = answer.json().data;
    const registrations = soloIds.map((escId) =>
      answer.json().data.registrations.find((one: { eventSportCategoryId: number }) => one.eventSportCategoryId === escId),
    );
    // Withdraw one held place, then pay the whole order at the provider.
    expect((await money.call('DELETE', `/api/customer/registrations/${registrations[0].id}`, token)).statusCode).toBe(200);
    await money.deliver(money.fake.capture(money.providerOrderIdOf(order)!));
    const after = await money.orderOf(token, order.orderId);
    expect(after).toMatchObject({ status: 'partially_refunded', refunded: 15_000 });
    expect(await money.registrationStatus(registrations[0].id)).toBe('withdrawn');
    expect(await money.registrationStatus(registrations[1].id)).toBe('confirmed');
    expect(money.fake.refundedOf(money.providerOrderIdOf(order)!)).toBe(15_000);
    // Every place given up before payment: the order is cancelled and a late payment comes back in full.
    const lone = await money.registerEntries(token, eventId, [{ eventSportCategoryId: soloIds[0], mode: 'individual' }]);
    const loneOrder = lone.json().data.order;
    await money.call('DELETE', `/api/customer/registrations/${registrations[0].id}`, token);
    expect((await money.orderOf(token, loneOrder.orderId)).status).toBe('cancelled');
    await money.deliver(money.fake.capture(money.providerOrderIdOf(loneOrder)!));
    expect(money.fake.refundedOf(money.providerOrderIdOf(loneOrder)!)).toBe(15_000);
    await money.checkInvariants();
  });

  it('charges a team fee once: no free rejoin, joiners held with the captain, a memberless team gives its place back', async () => {
    const captain = await money.member();
    const mate = await money.member();
    const { eventId, teamId: escId } = await money.paidEvent({ solo: [], team: { amount: 100_000, chargedPer: 'team' } });
    const create = await money.registerEntries(captain.token, eventId, [
      { eventSportCategoryId: escId, mode: 'create-team', teamName: 'Fee Dodgers' },
    ]);
    expect(create.statusCode).toBe(201);
    const captainRegistration = create.json().data.registrations[0];
    const joinCode: string = captainRegistration.team.joinCode;
    // A team-mate joining before the fee is paid is held with the captain's order, not confirmed for free.
    const join = await money.registerEntries(mate.token, eventId, [{ eventSportCategoryId: escId, mode: 'join-team', joinCode }]);
    expect(join.json().data.registrations[0].status).toBe('pending_payment');
    // The captain's order expires unpaid: the joiner's place goes with it, and the team is gone.
    money.harness.clock.advanceSeconds(16 * 60);
    await runPaymentJobs(money.harness.app.deps);
    expect(await money.registrationStatus(join.json().data.registrations[0].id)).toBe('withdrawn');
    expect(await money.teamCount(escId)).toBe(0);

    // Create, withdraw before paying, rejoin the same team by its code: there is no team left to join.
    const again = await money.registerEntries(captain.token, eventId, [
      { eventSportCategoryId: escId, mode: 'create-team', teamName: 'Fee Dodgers' },
    ]);
    const code2: string = again.json().data.registrations[0].team.joinCode;
    await money.call('DELETE', `/api/customer/registrations/${again.json().data.registrations[0].id}`, captain.token);
    const rejoin = await money.registerEntries(captain.token, eventId, [
      { eventSportCategoryId: escId, mode: 'join-team', joinCode: code2 },
    ]);
    expect(rejoin.statusCode).toBe(404);
    expect(await money.teamCount(escId)).toBe(0);

    // Paid, then withdrawn for a full refund: the team goes with the refund, so the code joins nothing.
    const paid = await registerAndPay(captain.token, eventId, [{ eventSportCategoryId: escId, mode: 'create-team', teamName: 'Payers' }]);
    const code3 = (await money.call('GET', `/api/customer/registrations?eventId=${eventId}`, captain.token)).json().data[0].team.joinCode;
    await money.call('DELETE', `/api/customer/registrations/${paid.registrationIds[0]}`, captain.token);
    expect(money.fake.refundedOf(money.providerOrderIdOf(paid.order)!)).toBe(100_000);
    const rejoinPaid = await money.registerEntries(captain.token, eventId, [
      { eventSportCategoryId: escId, mode: 'join-team', joinCode: code3 },
    ]);
    expect(rejoinPaid.statusCode).toBe(404);
    await money.checkInvariants();
  });

  it("keeps a paid team's fee with the team while anyone plays, and refunds it once when the last one leaves", async () => {
    const captain = await money.member();
    const mate = await money.member();
    const { eventId, teamId: escId } = await money.paidEvent({ solo: [], team: { amount: 80_000, chargedPer: 'team' } });
    const paid = await registerAndPay(captain.token, eventId, [{ eventSportCategoryId: escId, mode: 'create-team', teamName: 'Stayers' }]);
    const code = (await money.call('GET', `/api/customer/registrations?eventId=${eventId}`, captain.token)).json().data[0].team.joinCode;
    const join = await money.registerEntries(mate.token, eventId, [{ eventSportCategoryId: escId, mode: 'join-team', joinCode: code }]);
    expect(join.json().data.registrations[0].status).toBe('confirmed');
    const leave = await money.call('DELETE', `/api/customer/registrations/${paid.registrationIds[0]}`, captain.token);
    expect(leave.json().message).toContain("team's entry fee stays with the team");
    expect(money.fake.refundedOf(money.providerOrderIdOf(paid.order)!)).toBe(0);
    await money.checkInvariants();
    await money.call('DELETE', `/api/customer/registrations/${join.json().data.registrations[0].id}`, mate.token);
    expect(money.fake.refundedOf(money.providerOrderIdOf(paid.order)!)).toBe(80_000);
    expect(await money.teamCount(escId)).toBe(0);
    await money.checkInvariants();
  });

  it("settles money when an admin withdraws someone, as a member's own withdrawal does (red-team finding)", async () => {
    const { token } = await money.member();
    const { eventId, soloIds } = await money.paidEvent({ solo: [12_500, 13_500] });
    const { order, registrationIds } = await registerAndPay(token, eventId, [{ eventSportCategoryId: soloIds[0], mode: 'individual' }]);
    const adminWithdraw = (registrationId: number) =>
      money.call('POST', `/api/admin/events/${eventId}/registrations/${registrationId}/withdraw`, money.adminToken);
    expect((await adminWithdraw(registrationIds[0]!)).statusCode).toBe(200);
    money.harness.clock.advanceSeconds(120);
    await runPaymentJobs(money.harness.app.deps);
    expect(money.fake.refundedOf(money.providerOrderIdOf(order)!)).toBe(12_500);
    // The member registers again: a new order, no 500.
    const again = await money.registerEntries(token, eventId, [{ eventSportCategoryId: soloIds[0], mode: 'individual' }]);
    expect(again.statusCode, again.body).toBe(201);
    // A held place withdrawn by an admin, then paid: the payment comes back in full.
    const held = await money.registerEntries(token, eventId, [{ eventSportCategoryId: soloIds[1], mode: 'individual' }]);
    const heldOrder = held.json().data.order;
    expect((await adminWithdraw(held.json().data.registrations[0].id)).statusCode).toBe(200);
    await money.deliver(money.fake.capture(money.providerOrderIdOf(heldOrder)!));
    expect(money.fake.refundedOf(money.providerOrderIdOf(heldOrder)!)).toBe(13_500);
    await money.checkInvariants();
  });

  it('pays back a place already given up before one that still stands (red-team finding)', async () => {
    const { token } = await money.member();
    const { eventId, soloIds } = await money.paidEvent({ solo: [10_000, 10_000] });
    await money.call('PUT', '/api/admin/payments/settings', money.adminToken, {
      legalName: null,
      gstin: null,
      taxRateBasisPoints: 0,
      refundPolicy: 'none',
      refundFee: 0,
    });
    try {
      const { order, registrationIds } = await registerAndPay(
        token,
        eventId,
        soloIds.map((id) => ({ eventSportCategoryId: id, mode: 'individual' })),
      );
      // Withdrawn under a no-refund policy, then refunded by the admin as goodwill.
      await money.call('DELETE', `/api/customer/registrations/${registrationIds[1]}`, token);
      const goodwill = await money.call('POST', `/api/admin/payments/orders/${order.orderId}/refund`, money.adminToken, {
        amount: 10_000,
        reason: 'Goodwill',
      });
      expect(goodwill.statusCode).toBe(200);
      expect(await money.registrationStatus(registrationIds[0]!)).toBe('confirmed');
      await money.checkInvariants();
    } finally {
      await money.call('PUT', '/api/admin/payments/settings', money.adminToken, {
        legalName: null,
        gstin: null,
        taxRateBasisPoints: 0,
        refundPolicy: 'full',
        refundFee: 0,
      });
    }
  });

  it("never reinstates a person when a team fee's refund is refused after the team was given up (red-team finding)", async () => {
    const captain = await money.member();
    const mate = await money.member();
    const { eventId, teamId: escId } = await money.paidEvent({ solo: [], team: { amount: 70_000, chargedPer: 'team' } });
    const paid = await registerAndPay(captain.token, eventId, [{ eventSportCategoryId: escId, mode: 'create-team', teamName: 'Leavers' }]);
    const code = (await money.call('GET', `/api/customer/registrations?eventId=${eventId}`, captain.token)).json().data[0].team.joinCode;
    const join = await money.registerEntries(mate.token, eventId, [{ eventSportCategoryId: escId, mode: 'join-team', joinCode: code }]);
    await money.call('DELETE', `/api/customer/registrations/${paid.registrationIds[0]}`, captain.token);
    money.fake.setRefunds('refuse');
    try {
      const leave = await money.call('DELETE', `/api/customer/registrations/${join.json().data.registrations[0].id}`, mate.token);
      expect(leave.json().message).toContain('organisers have been told');
      expect(leave.json().message).not.toContain('place is kept');
    } finally {
      money.fake.setRefunds('ok');
    }
    expect(await money.registrationStatus(paid.registrationIds[0]!)).toBe('withdrawn');
    expect(await money.teamCount(escId)).toBe(0);
    await money.checkInvariants();
  });

  it('never fills a category with memberless teams', async () => {
    const { token } = await money.member();
    const { eventId, teamId: escId } = await money.paidEvent({ solo: [], team: { amount: 50_000, chargedPer: 'team', capacity: 3 } });
    for (let round = 0; round < 5; round++) {
      const create = await money.registerEntries(token, eventId, [
        { eventSportCategoryId: escId, mode: 'create-team', teamName: `Squat ${round}` },
      ]);
      expect(create.statusCode, create.body).toBe(201);
      expect((await money.call('DELETE', `/api/customer/registrations/${create.json().data.registrations[0].id}`, token)).statusCode).toBe(
        200,
      );
    }
    expect(await money.teamCount(escId)).toBe(0);
    await money.checkInvariants();
  });

  it('answers both racing withdrawals from one paid order, each refunded once', async () => {
    const { token } = await money.member();
    const { eventId, soloIds } = await money.paidEvent({ solo: [11_000, 12_000] });
    const { order, registrationIds } = await registerAndPay(
      token,
      eventId,
      soloIds.map((id) => ({ eventSportCategoryId: id, mode: 'individual' })),
    );
    const answers = await Promise.all([
      ...registrationIds.map((id) => money.call('DELETE', `/api/customer/registrations/${id}`, token)),
      ...registrationIds.map((id) => money.call('DELETE', `/api/customer/registrations/${id}`, token)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await money.orderOf(token, order.orderId)).toMatchObject({ status: 'refunded', refunded: 23_000 });
    expect(money.fake.refundedOf(money.providerOrderIdOf(order)!)).toBe(23_000);
    await money.checkInvariants();
  });

  it('shows a refund the provider refuses as failed, keeps the place, tells the admin and never sends it again', async () => {
    const { token } = await money.member();
    const { eventId, soloIds } = await money.paidEvent({ solo: [30_000] });
    const { order, registrationIds } = await registerAndPay(token, eventId, [{ eventSportCategoryId: soloIds[0], mode: 'individual' }]);
    money.fake.setRefunds('refuse');
    try {
      const withdrawal = await money.call('DELETE', `/api/customer/registrations/${registrationIds[0]}`, token);
      expect(withdrawal.json().message).toContain('refused the refund');
      expect(await money.registrationStatus(registrationIds[0]!)).toBe('confirmed');
      const after = await money.orderOf(token, order.orderId);
      expect(after).toMatchObject({ status: 'paid', refunded: 0 });
      expect(after.refunds).toEqual([expect.objectContaining({ status: 'failed', amount: 30_000 })]);
      const told = await money.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'payment.refund-failed'), eq(auditLog.entityId, order.orderId)));
      expect(told).toHaveLength(1);
      const requests = money.fake.refundRequests();
      money.harness.clock.advanceSeconds(3600);
      await runPaymentJobs(money.harness.app.deps);
      expect(money.fake.refundRequests()).toBe(requests);
    } finally {
      money.fake.setRefunds('ok');
    }
    await money.checkInvariants();
  });

  it('stops sending a refund the provider never answers after a bounded number of tries, and keeps the place', async () => {
    const { token } = await money.member();
    const { eventId, soloIds } = await money.paidEvent({ solo: [31_000] });
    const { order, registrationIds } = await registerAndPay(token, eventId, [{ eventSportCategoryId: soloIds[0], mode: 'individual' }]);
    money.fake.setRefunds('down');
    try {
      const withdrawal = await money.call('DELETE', `/api/customer/registrations/${registrationIds[0]}`, token);
      expect(withdrawal.json().message).toContain('on its way');
      const before = money.fake.refundRequests();
      for (let run = 0; run < 30; run++) {
        money.harness.clock.advanceSeconds(3600);
        await runPaymentJobs(money.harness.app.deps);
      }
      // Stripe's SDK tries each send twice itself (same idempotency key), Razorpay's once.
      const tries = money.fake.refundRequests() - before;
      expect(tries).toBeGreaterThan(0);
      expect(tries).toBeLessThanOrEqual(money.harness.config.REFUND_MAX_ATTEMPTS * (provider === 'stripe' ? 2 : 1));
      expect((await money.orderOf(token, order.orderId)).refunds[0].status).toBe('failed');
      expect(await money.registrationStatus(registrationIds[0]!)).toBe('confirmed');
    } finally {
      money.fake.setRefunds('ok');
    }
    await money.checkInvariants();
  });

  it('sends a refund whose answer was lost again under the same key, so the provider pays it once', async () => {
    const { token } = await money.member();
    const { eventId, soloIds } = await money.paidEvent({ solo: [20_000] });
    const { order, registrationIds } = await registerAndPay(token, eventId, [{ eventSportCategoryId: soloIds[0], mode: 'individual' }]);
    money.fake.setRefunds('lose-answer');
    await money.call('DELETE', `/api/customer/registrations/${registrationIds[0]}`, token);
    money.fake.setRefunds('ok');
    // The job and a second sender overlap: the claim lets one of them send it.
    money.harness.clock.advanceSeconds(3600);
    await Promise.all([runPaymentJobs(money.harness.app.deps), runPaymentJobs(money.harness.app.deps)]);
    expect(money.fake.refundedOf(money.providerOrderIdOf(order)!)).toBe(20_000);
    expect(money.fake.refundCount()).toBeGreaterThan(0);
    expect(await money.podiumRefunded()).toBe(money.fake.refundedTotal());
    await money.checkInvariants();
  });

  it('settles a refund whose webhook arrives before its id was stored, by the id Podium sent with it', async () => {
    const { token } = await money.member();
    const { eventId, soloIds } = await money.paidEvent({ solo: [21_000] });
    const { order, registrationIds } = await registerAndPay(token, eventId, [{ eventSportCategoryId: soloIds[0], mode: 'individual' }]);
    money.fake.setRefunds('lose-answer');
    await money.call('DELETE', `/api/customer/registrations/${registrationIds[0]}`, token);
    money.fake.setRefunds('ok');
    const [waiting] = await money.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(waiting).toMatchObject({ providerRefundId: null, status: 'pending' });
    // The provider made it and says so; our row has no provider id yet.
    expect((await money.deliver(money.fake.refundProcessed(money.fake.refundCount() - 1))).statusCode).toBe(200);
    const [settled] = await money.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(settled).toMatchObject({ status: 'processed' });
    expect(settled!.providerRefundId).not.toBeNull();
    const requests = money.fake.refundRequests();
    money.harness.clock.advanceSeconds(3600);
    await runPaymentJobs(money.harness.app.deps);
    expect(money.fake.refundRequests()).toBe(requests);
    expect(await money.podiumRefunded()).toBe(money.fake.refundedTotal());
  });

  it("records a refund made in the provider's dashboard, also when its event arrives before the payment's", async () => {
    const { token } = await money.member();
    const { eventId, soloIds } = await money.paidEvent({ solo: [40_000] });
    const answer = await money.registerEntries(token, eventId, [{ eventSportCategoryId: soloIds[0], mode: 'individual' }]);
    const { order, registrations } = answer.json().data;
    const providerOrderId = money.providerOrderIdOf(order)!;
    const capture = money.fake.capture(providerOrderId);
    const refundEvent = money.fake.dashboardRefund(providerOrderId, 40_000);
    // The refund's event first: kept, not dropped.
    expect((await money.deliver(refundEvent)).json().message).toBe('deferred');
    expect((await money.deliver(capture)).statusCode).toBe(200);
    expect(await money.orderOf(token, order.orderId)).toMatchObject({ status: 'refunded', refunded: 40_000 });
    expect(await money.registrationStatus(registrations[0].id)).toBe('withdrawn');
    const recorded = await money.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(recorded).toEqual([expect.objectContaining({ source: 'provider', amountMinor: 40_000, status: 'processed' })]);
    await money.checkInvariants();
  });

  it('answers the same signed event once, whatever delivery id it comes with', async () => {
    const { token } = await money.member();
    const { eventId, soloIds } = await money.paidEvent({ solo: [5_000] });
    const answer = await money.registerEntries(token, eventId, [{ eventSportCategoryId: soloIds[0], mode: 'individual' }]);
    const webhook = money.fake.capture(money.providerOrderIdOf(answer.json().data.order)!);
    expect((await money.deliver(webhook)).json().message).toBe('paid');
    const redelivered = { ...webhook, headers: { ...webhook.headers, 'x-razorpay-event-id': 'evt_another_delivery' } };
    expect((await money.deliver(redelivered)).json().message).toBe('already');
  });

  it('limits the orders one member can start', async () => {
    const { user, token } = await money.member();
    const memberId = user.id;
    const { eventId, soloIds } = await money.paidEvent({ solo: [1_000, 2_000, 3_000, 4_000] });
    for (const id of soloIds.slice(0, 3)) {
      expect((await money.registerEntries(token, eventId, [{ eventSportCategoryId: id, mode: 'individual' }])).statusCode).toBe(201);
    }
    const fourth = await money.registerEntries(token, eventId, [{ eventSportCategoryId: soloIds[3], mode: 'individual' }]);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ error: 'ORDER_LIMIT_REACHED' });
    // Cancelling and starting again is capped per hour too.
    const mine = (await money.call('GET', `/api/customer/registrations?eventId=${eventId}`, token)).json().data;
    for (const registration of mine) await money.call('DELETE', `/api/customer/registrations/${registration.id}`, token);
    let refused = 0;
    for (let round = 0; round < 10; round++) {
      const again = await money.registerEntries(token, eventId, [{ eventSportCategoryId: soloIds[0], mode: 'individual' }]);
      if (again.statusCode === 429) refused++;
      else await money.call('DELETE', `/api/customer/registrations/${again.json().data.registrations[0].id}`, token);
    }
    expect(refused).toBeGreaterThan(0);
    const started = await money.db.select().from(paymentOrders).where(eq(paymentOrders.userId, memberId));
    expect(started.length).toBeLessThanOrEqual(money.harness.config.PAYMENT_MAX_ORDERS_PER_HOUR);
  });
});

describe('money findings on Stripe only', () => {
  let money: MoneyHarness;
  beforeAll(async () => {
    money = await startMoneyHarness('stripe');
  });
  afterAll(async () => money.close());

  it('never settles a refund Stripe does not name: a charge.refunded for one refund leaves an unsent one to be sent', async () => {
    const { token } = await money.member();
    const { eventId, soloIds } = await money.paidEvent({ solo: [30_100, 40_000] });
    const answer = await money.registerEntries(
      token,
      eventId,
      soloIds.map((id) => ({ eventSportCategoryId: id, mode: 'individual' })),
    );
    const { order, registrations } = answer.json().data;
    await money.deliver(money.fake.capture(money.providerOrderIdOf(order)!));
    // The first withdrawal's refund reaches Stripe; the second's does not (Stripe is down), and waits.
    await money.call('DELETE', `/api/customer/registrations/${registrations[0].id}`, token);
    money.fake.setRefunds('down');
    await money.call('DELETE', `/api/customer/registrations/${registrations[1].id}`, token);
    money.fake.setRefunds('ok');
    // Stripe reports the first refund (listing the charge's refunds, and again with only the total).
    await money.deliver(money.fake.refundProcessed(0));
    await money.deliver(stripeFakeOf(money).refundProcessed(0, { listRefunds: false }));
    const waiting = await money.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(waiting.filter((refund) => refund.providerRefundId === null)).toEqual([expect.objectContaining({ status: 'pending' })]);
    money.harness.clock.advanceSeconds(3600);
    await runPaymentJobs(money.harness.app.deps);
    expect(money.fake.refundedOf(money.providerOrderIdOf(order)!)).toBe(70_100);
    expect(await money.podiumRefunded()).toBe(money.fake.refundedTotal());
    await money.checkInvariants();
  });

  it('counts a dashboard refund once when Stripe reports it by its total and then by its id (red-team finding)', async () => {
    const { token } = await money.member();
    const { eventId, soloIds } = await money.paidEvent({ solo: [9_000, 8_000] });
    const answer = await money.registerEntries(
      token,
      eventId,
      soloIds.map((id) => ({ eventSportCategoryId: id, mode: 'individual' })),
    );
    const { order } = answer.json().data;
    const sessionId = money.providerOrderIdOf(order)!;
    await money.deliver(money.fake.capture(sessionId));
    const stripe = stripeFakeOf(money);
    await money.deliver(stripe.dashboardRefund(stripe.paymentIdOf(sessionId)!, 3_000, { listRefunds: false }));
    const made = stripe.refunds[stripe.refunds.length - 1]!;
    await money.deliver(stripe.webhook('refund.updated', { ...made }));
    expect(await money.orderOf(token, order.orderId)).toMatchObject({ refunded: 3_000 });
    expect(await money.podiumRefunded()).toBe(stripe.refundedTotal());
    await money.checkInvariants();
  });

  it("opens the checkout on 'Pay now' after Stripe's answer to the first try was lost, with one session", async () => {
    const { token } = await money.member();
    const { eventId, soloIds } = await money.paidEvent({ solo: [9_900] });
    // Both the first try and the SDK's own retry lose their answers.
    setLostSessionAnswers(money, 2);
    const answer = await money.registerEntries(token, eventId, [{ eventSportCategoryId: soloIds[0], mode: 'individual' }]);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.order.checkout).toBeNull();
    expect(answer.json().message).toContain('Pay now');
    const payNow = await money.call('POST', `/api/customer/orders/${answer.json().data.order.orderId}/checkout`, token);
    expect(payNow.statusCode, payNow.body).toBe(200);
    expect(payNow.json().data.checkout.url).toContain('checkout.stripe.com');
    expect(sessionCount(money, answer.json().data.order.orderId)).toBe(1);
  });

  it('holds the place while a delayed payment method settles after the usual hold', async () => {
    const { token } = await money.member();
    const { eventId, soloIds } = await money.paidEvent({ solo: [7_700] });
    const answer = await money.registerEntries(token, eventId, [{ eventSportCategoryId: soloIds[0], mode: 'individual' }]);
    const { order, registrations } = answer.json().data;
    const sessionId = money.providerOrderIdOf(order)!;
    await money.deliver(stripeFakeOf(money).completeUnpaid(sessionId));
    money.harness.clock.advanceSeconds(60 * 60);
    await runPaymentJobs(money.harness.app.deps);
    expect((await money.orderOf(token, order.orderId)).status).toBe('pending');
    await money.deliver(stripeFakeOf(money).asyncSucceeded(sessionId));
    expect((await money.orderOf(token, order.orderId)).status).toBe('paid');
    expect(await money.registrationStatus(registrations[0].id)).toBe('confirmed');
    expect(money.fake.refundedTotal()).toBe(await money.podiumRefunded());
  });
});

describe('reconciliation under an order flood (Razorpay)', () => {
  let money: MoneyHarness;
  beforeAll(async () => {
    money = await startMoneyHarness('razorpay');
  });
  afterAll(async () => money.close());

  it('still reaches a real order whose webhook was lost behind 150 junk orders', async () => {
    const { token } = await money.member();
    const { user } = await money.member();
    const { eventId, soloIds } = await money.paidEvent({ solo: [6_000] });
    const junk = Array.from({ length: 150 }, (_, index) => ({
      tenantId: money.tenant.id,
      userId: user.id,
      eventId,
      amountMinor: 100,
      currency: 'INR',
      provider: 'razorpay' as const,
      providerOrderId: `order_junk${index}`,
      expiresAt: new Date(money.harness.clock.now().getTime() + 24 * 3600_000),
      createdAt: new Date(money.harness.clock.now().getTime() - 3600_000),
    }));
    await money.db.insert(paymentOrders).values(junk);
    const answer = await money.registerEntries(token, eventId, [{ eventSportCategoryId: soloIds[0], mode: 'individual' }]);
    expect(answer.statusCode).toBe(201);
    const { order } = answer.json().data;
    money.fake.capture(money.providerOrderIdOf(order)!); // paid; the webhook is lost
    money.harness.clock.advanceSeconds(5 * 60);
    await runPaymentJobs(money.harness.app.deps);
    await runPaymentJobs(money.harness.app.deps);
    expect((await money.orderOf(token, order.orderId)).status).toBe('paid');
  });
});

function stripeFakeOf(money: MoneyHarness): StripeFake {
  return money.fake.raw as StripeFake;
}
function setLostSessionAnswers(money: MoneyHarness, count: number) {
  stripeFakeOf(money).state.sessionAnswersToLose = count;
}
function sessionCount(money: MoneyHarness, orderId: string) {
  return [...stripeFakeOf(money).sessions.values()].filter((session) => session.client_reference_id === orderId).length;
}
