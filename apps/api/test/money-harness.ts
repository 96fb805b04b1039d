import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  eventSportCategories,
  paymentOrderLines,
  paymentOrders,
  refunds,
  registrations,
  sportCategories,
  sports,
  teams,
} from '../src/db/schema/index';
import { createEvent, setPersonDetails } from './event-factories';
import { createCompany, createTenant, createUser, signInAs } from './factories';
import { startFakeRazorpay, startFakeStripe, type RefundBehaviour, type SignedWebhook } from './payment-provider-servers';
import { createTestApp, type TestApp } from './test-app';
import type { DatabaseHandle } from '../src/db/client';

export type ProviderName = 'razorpay' | 'stripe';

/** One provider's local server, in the terms the money tests use. */
export interface MoneyFake {
  name: ProviderName;
  /** The provider's own fake, for what only one provider does. */
  raw: unknown;
  env: Record<string, string>;
  webhookPath: string;
  providerOrderIdOf(checkout: Record<string, string>): string;
  capture(providerOrderId: string): SignedWebhook;
  failed(providerOrderId: string): SignedWebhook;
  refundProcessed(index: number): SignedWebhook;
  dashboardRefund(providerOrderId: string, amount: number): SignedWebhook;
  setRefunds(behaviour: RefundBehaviour): void;
  refundRequests(): number;
  refundCount(): number;
  /** What the provider holds as refunded on the order's payment. */
  refundedOf(providerOrderId: string): number;
  refundedTotal(): number;
  useClock(nowMs: () => number): void;
  close(): Promise<void>;
}

export async function startMoneyFake(name: ProviderName): Promise<MoneyFake> {
  if (name === 'razorpay') {
    const fake = await startFakeRazorpay('rzp-webhook-secret');
    return {
      name,
      raw: fake,
      env: {
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_key',
        RAZORPAY_KEY_SECRET: 'rzp-key-secret',
        RAZORPAY_WEBHOOK_SECRET: 'rzp-webhook-secret',
        RAZORPAY_BASE_URL: fake.url,
      },
      webhookPath: '/api/payments/webhooks/razorpay',
      providerOrderIdOf: (checkout) => checkout.providerOrderId!,
      capture: (orderId) => fake.capture(orderId).webhook,
      failed: (orderId) => fake.failed(orderId),
      refundProcessed: (index) => fake.refundProcessed(index),
      dashboardRefund: (orderId, amount) => fake.dashboardRefund(fake.paymentIdOf(orderId)!, amount),
      setRefunds: (behaviour) => (fake.state.refunds = behaviour),
      refundRequests: () => fake.requests.filter((request) => request.url.endsWith('/refund')).length,
      refundCount: () => fake.refunds.length,
      refundedOf: (orderId) => {
        const payment = fake.paymentIdOf(orderId);
        return payment ? fake.refundedOf(payment) : 0;
      },
      refundedTotal: () => fake.refundedTotal(),
      useClock: () => undefined,
      close: fake.close,
    };
  }
  const fake = await startFakeStripe('whsec_test_secret');
  return {
    name,
    raw: fake,
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
      STRIPE_BASE_URL: fake.url,
    },
    webhookPath: '/api/payments/webhooks/stripe',
    providerOrderIdOf: (checkout) => new URL(checkout.url!).pathname.split('/').pop()!,
    capture: (sessionId) => fake.capture(sessionId).webhook,
    failed: (sessionId) => fake.failed(sessionId),
    refundProcessed: (index) => fake.refundProcessed(index),
    dashboardRefund: (sessionId, amount) => fake.dashboardRefund(fake.paymentIdOf(sessionId)!, amount),
    setRefunds: (behaviour) => (fake.state.refunds = behaviour),
    refundRequests: () => fake.requests.filter((request) => request.url.startsWith('/v1/refunds')).length,
    refundCount: () => fake.refunds.length,
    refundedOf: (sessionId) => {
      const intent = fake.paymentIdOf(sessionId);
      return intent ? fake.refundedOf(intent) : 0;
    },
    refundedTotal: () => fake.refundedTotal(),
    useClock: (nowMs) => (fake.state.nowMs = nowMs),
    close: fake.close,
  };
}

/** An app on a provider's local server, a tenant with an admin, and the calls the money tests make. */
export async function startMoneyHarness(name: ProviderName, options: { env?: Record<string, string>; database?: DatabaseHandle } = {}) {
  const fake = await startMoneyFake(name);
  const harness: TestApp = await createTestApp({ env: { ...fake.env, ...options.env }, database: options.database });
  fake.useClock(() => harness.clock.now().getTime());
  const db = harness.database.db;
  const tenant = await createTenant(db);
  const admin = await createUser(db, tenant.id, { role: 'admin' });
  const adminToken = await signInAs(harness.app, admin);
  const company = await createCompany(db, tenant.id);

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
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

  /** A member of the tenant's company, old enough for every category, signed in. */
  async function member() {
    const user = await createUser(db, tenant.id, { companyId: company.id });
    await setPersonDetails(db, user.id, { gender: 'male', dateOfBirth: '1980-01-01', companyId: company.id });
    return { user, token: await signInAs(harness.app, user) };
  }

  /** An event with `soloFees` individual categories and a team category, each with its fee (paise). */
  async function paidEvent(fees: { solo: number[]; team?: { amount: number; chargedPer: 'person' | 'team'; capacity?: number } }) {
    const made = await createEvent(db, tenant, { teamCapacity: fees.team?.capacity ?? 8, soloCapacity: 16 });
    const soloIds: number[] = [];
    for (const [index, amount] of fees.solo.entries()) {
      let escId = made.chessOpen.id;
      if (index > 0) {
        const [sport] = await db
          .insert(sports)
          .values({ tenantId: tenant.id, name: `Carrom ${made.event.slug} ${index}`, sportGroup: 'Precision' })
          .returning();
        const [category] = await db
          .insert(sportCategories)
          .values({ tenantId: tenant.id, name: `Open ${made.event.slug} ${index}`, gender: 'any' })
          .returning();
        const [esc] = await db
          .insert(eventSportCategories)
          .values({ eventId: made.event.id, sportId: sport!.id, sportCategoryId: category!.id, venueId: made.venue.id, capacity: 16 })
          .returning();
        escId = esc!.id;
      }
      expect((await call('PUT', `/api/admin/payments/fees/${escId}`, adminToken, { amount })).statusCode).toBe(200);
      soloIds.push(escId);
    }
    if (fees.team) {
      const fee = { amount: fees.team.amount, chargedPer: fees.team.chargedPer };
      expect((await call('PUT', `/api/admin/payments/fees/${made.footballOpen.id}`, adminToken, fee)).statusCode).toBe(200);
    }
    return { eventId: made.event.id, soloIds, teamId: made.footballOpen.id };
  }

  const registerEntries = (token: string, eventId: number, entries: object[]) =>
    call('POST', '/api/customer/registrations', token, { eventId, entries });

  /** The provider order id of an order (after its checkout was opened). */
  function providerOrderIdOf(order: { checkout: Record<string, string> | null }) {
    return order.checkout ? fake.providerOrderIdOf(order.checkout) : undefined;
  }
  const orderOf = async (token: string, orderId: string) => (await call('GET', `/api/customer/orders/${orderId}`, token)).json().data;
  const registrationStatus = async (registrationId: number) =>
    (await db.select().from(registrations).where(eq(registrations.id, registrationId)))[0]?.status;
  const teamCount = async (eventSportCategoryId: number) =>
    (
      await db
        .select({ count: sql<number>`count(*)::int` })
        .from(teams)
        .where(eq(teams.eventSportCategoryId, eventSportCategoryId))
    )[0]!.count;
  /** Podium's refunds that the provider has, or is still to get (not failed). */
  const podiumRefunded = async () =>
    Number(
      (
        await db
          .select({ total: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int` })
          .from(refunds)
          .where(sql`${refunds.status} <> 'failed'`)
      )[0]!.total,
    );

  /**
   * The money invariants, checked on the whole database: per line and per order refunded ≤ paid;
   * every confirmed place of a paid category covered by exactly one live line of a paid order (its
   * own, or its team's); no team without members holds a place.
   */
  async function checkInvariants() {
    const overLines = await db
      .select()
      .from(paymentOrderLines)
      .where(sql`${paymentOrderLines.refundedMinor} > ${paymentOrderLines.amountMinor}`);
    expect(overLines).toEqual([]);
    const overOrders = await db
      .select()
      .from(paymentOrders)
      .where(sql`${paymentOrders.refundedMinor} > ${paymentOrders.amountMinor}`);
    expect(overOrders).toEqual([]);
    const lineSums = await db.execute<{ order_id: string; lines: number; refunded: number }>(
      sql`select o.id as order_id, o.refunded_minor as refunded, coalesce(sum(l.refunded_minor), 0)::int as lines
          from payment_orders o join payment_order_lines l on l.order_id = o.id group by o.id having o.refunded_minor <> coalesce(sum(l.refunded_minor), 0)`,
    );
    expect(rowsOf(lineSums)).toEqual([]);
    const uncovered = await db.execute<{ id: number; covers: number }>(sql`
      select r.id, (
        select count(*)::int from payment_order_lines l join payment_orders o on o.id = l.order_id
        where l.released_at is null and o.status in ('paid', 'partially_refunded') and l.refunded_minor < l.amount_minor
          and ((l.team_id is null and l.registration_id = r.id) or (l.team_id is not null and l.team_id = r.team_id))
      ) as covers
      from registrations r join category_fees f on f.event_sport_category_id = r.event_sport_category_id
      where r.status = 'confirmed'`);
    expect(rowsOf<{ id: number; covers: number }>(uncovered).filter((row) => Number(row.covers) !== 1)).toEqual([]);
    const memberless = await db.execute<{ id: number }>(sql`
      select t.id from teams t where not exists (select 1 from registrations r where r.team_id = t.id and r.status <> 'withdrawn')`);
    expect(rowsOf(memberless)).toEqual([]);
  }

  return {
    fake,
    harness,
    db,
    tenant,
    adminToken,
    company,
    call,
    deliver,
    member,
    paidEvent,
    registerEntries,
    providerOrderIdOf,
    orderOf,
    registrationStatus,
    teamCount,
    podiumRefunded,
    checkInvariants,
    async close() {
      await harness.close();
      await fake.close();
    },
  };
}
export type MoneyHarness = Awaited<ReturnType<typeof startMoneyHarness>>;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}
