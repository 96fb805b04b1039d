import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, setPersonDetails } from '../../../test/event-factories';
import { auditLog } from '../../db/schema/index';

/** Issue 15: what Admin → Payments reads and sets (fees per category, settings, totals), over HTTP. */
describe('admin payment set-up and totals', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let adminToken: string;
  let memberToken: string;
  let made: Awaited<ReturnType<typeof createEvent>>;

  beforeAll(async () => {
    harness = await createTestApp();
    tenant = await createTenant(harness.database.db);
    made = await createEvent(harness.database.db, tenant);
    adminToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'admin' }));
    const member = await createUser(harness.database.db, tenant.id);
    await setPersonDetails(harness.database.db, member.id, { gender: 'male', dateOfBirth: '1990-01-01' });
    memberToken = await signInAs(harness.app, member);
  });
  afterAll(() => harness.close());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token = adminToken, payload?: object) =>
    harness.app.inject({
      method,
      url,
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const feeOf = async (escId: number) =>
    (
      (await call('GET', `/api/admin/payments/fees?eventId=${made.event.id}`)).json().data as Array<{
        eventSportCategoryId: number;
        fee: unknown;
      }>
    ).find((row) => row.eventSportCategoryId === escId)!.fee;
  const catalogueFee = async (escId: number) =>
    (
      (await call('GET', `/api/public/events/${made.event.id}/catalogue`, memberToken)).json().data.sportCategories as Array<{
        id: number;
        fee: unknown;
      }>
    ).find((row) => row.id === escId)!.fee;

  it('lists every category of the event with its fee, sets one, shows it to members, and makes it free again (audited)', async () => {
    const listed = await call('GET', `/api/admin/payments/fees?eventId=${made.event.id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.length).toBeGreaterThanOrEqual(2);
    expect(listed.json().data.every((row: { fee: unknown; label: string }) => row.fee === null && row.label.includes(' · '))).toBe(true);

    const fee = {
      amount: 49_900,
      currency: 'INR',
      chargedPer: 'person',
      earlyBirdAmount: 39_900,
      earlyBirdUntil: '2099-01-01T00:00:00.000Z',
    };
    expect((await call('PUT', `/api/admin/payments/fees/${made.chessOpen.id}`, adminToken, fee)).statusCode).toBe(200);
    expect(await feeOf(made.chessOpen.id)).toEqual(fee);
    expect(await catalogueFee(made.chessOpen.id)).toEqual(fee);
    expect(await catalogueFee(made.footballOpen.id)).toBeNull();

    const removed = await call('DELETE', `/api/admin/payments/fees/${made.chessOpen.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await feeOf(made.chessOpen.id)).toBeNull();
    expect(await catalogueFee(made.chessOpen.id)).toBeNull();
    // Already free: stays free (idempotent).
    expect((await call('DELETE', `/api/admin/payments/fees/${made.chessOpen.id}`)).statusCode).toBe(200);
    const audited = await harness.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.entityId, String(made.chessOpen.id))));
    expect(audited.map((row) => row.action)).toEqual(expect.arrayContaining(['category-fee.set', 'category-fee.removed']));
  });

  it("refuses another tenant's event and category, and members", async () => {
    const other = await createTenant(harness.database.db);
    const foreign = await createEvent(harness.database.db, other);
    expect((await call('GET', `/api/admin/payments/fees?eventId=${foreign.event.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/payments/fees/${foreign.chessOpen.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/payments/fees?eventId=${made.event.id}`, memberToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/payments/settings', memberToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/payments/fees?eventId=abc')).statusCode).toBe(400);
  });

  it('reads the settings as saved, with the defaults before', async () => {
    expect((await call('GET', '/api/admin/payments/settings')).json().data).toEqual({
      legalName: null,
      gstin: null,
      taxRateBasisPoints: 0,
      refundPolicy: 'full',
      refundFee: 0,
    });
    const saved = {
      legalName: 'Acme Sports LLP',
      gstin: '29ABCDE1234F1Z5',
      taxRateBasisPoints: 1800,
      refundPolicy: 'minus_fee',
      refundFee: 5000,
    };
    expect((await call('PUT', '/api/admin/payments/settings', adminToken, saved)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/payments/settings')).json().data).toEqual(saved);
  });

  it('totals the paid orders per event and per category', async () => {
    await call('PUT', `/api/admin/payments/fees/${made.chessOpen.id}`, adminToken, { amount: 49_900 });
    const registered = await call('POST', '/api/customer/registrations', memberToken, {
      eventId: made.event.id,
      entries: [{ eventSportCategoryId: made.chessOpen.id, mode: 'individual' }],
    });
    const { orderId } = registered.json().data.order;
    expect((await call('POST', `/api/customer/orders/${orderId}/checkout`, memberToken)).statusCode).toBe(200);
    expect((await call('POST', `/api/customer/orders/${orderId}/demo`, memberToken, { outcome: 'pay' })).json().data.status).toBe('paid');

    const listed = (await call('GET', `/api/admin/payments/orders?eventId=${made.event.id}`)).json().data;
    expect(listed.totalsByEvent).toEqual([
      { eventId: made.event.id, eventName: made.event.name, currency: 'INR', orders: 1, paid: 49_900, refunded: 0 },
    ]);
    expect(listed.totalsByCategory).toEqual([
      expect.objectContaining({
        eventId: made.event.id,
        eventSportCategoryId: made.chessOpen.id,
        currency: 'INR',
        places: 1,
        paid: 49_900,
      }),
    ]);
    const pendingOnly = (await call('GET', `/api/admin/payments/orders?status=pending`)).json().data;
    expect(pendingOnly.totalsByEvent).toEqual([]);
  });

  it("names each order line's category and how much of it was refunded (issue 30)", async () => {
    await call('PUT', `/api/admin/payments/fees/${made.chessOpen.id}`, adminToken, { amount: 49_900 });
    const buyer = await createUser(harness.database.db, tenant.id);
    await setPersonDetails(harness.database.db, buyer.id, { gender: 'female', dateOfBirth: '1991-01-01' });
    const buyerToken = await signInAs(harness.app, buyer);
    const registered = await call('POST', '/api/customer/registrations', buyerToken, {
      eventId: made.event.id,
      entries: [{ eventSportCategoryId: made.chessOpen.id, mode: 'individual' }],
    });
    const { orderId } = registered.json().data.order;
    await call('POST', `/api/customer/orders/${orderId}/checkout`, buyerToken);
    expect((await call('POST', `/api/customer/orders/${orderId}/demo`, buyerToken, { outcome: 'pay' })).json().data.status).toBe('paid');
    const refunded = await call('POST', `/api/admin/payments/orders/${orderId}/refund`, adminToken, { amount: 20_000, reason: 'Goodwill' });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const listed = (await call('GET', `/api/admin/payments/orders?eventId=${made.event.id}`)).json().data;
    const order = listed.orders.find((one: { orderId: string }) => one.orderId === orderId);
    expect(order.lines).toEqual([
      expect.objectContaining({
        eventSportCategoryId: made.chessOpen.id,
        label: `Chess ${made.event.slug} · Open ${made.event.slug}`,
        amount: 49_900,
        refunded: 20_000,
      }),
    ]);
    // The category's total says it too (the first test's order in it refunded nothing).
    expect(listed.totalsByCategory).toEqual([expect.objectContaining({ eventSportCategoryId: made.chessOpen.id, refunded: 20_000 })]);
  });
});
