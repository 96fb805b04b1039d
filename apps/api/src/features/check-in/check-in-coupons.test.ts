import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { attendance, coupons } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { createCouponRule } from '../../../test/event-factories';
import { createCheckInEvent, registerFor, type CheckInEvent } from './check-in.test-fixtures';

const START = '2026-06-01T10:00:00.000Z'; // 15:30 in Kolkata, an event day

describe("check-in issues the tenant's 'check-in' coupons once per person and event day", () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let games: CheckInEvent;
  let ruleId: number;

  beforeAll(async () => {
    harness = await createTestApp();
    harness.clock.set(START);
    tenant = await createTenant(harness.database.db);
    games = await createCheckInEvent(harness.database.db, tenant);
    ruleId = (await createCouponRule(harness.database.db, tenant.id, 'check-in')).id;
    // A registration rule must not fire on a check-in.
    await createCouponRule(harness.database.db, tenant.id, 'registration');
  });
  afterAll(() => harness.close());

  const db = () => harness.database.db;
  const verify = (token: string, body: object) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/user/checkin/verify',
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
      payload: body,
    });
  const scan = (overrides: object = {}) => ({ eventId: games.event.id, sportId: games.football.id, venue: 'Stadium', ...overrides });
  const participant = async () => {
    const user = await createUser(db(), tenant.id, { name: 'Coupon Player' });
    await registerFor(db(), user.id, games.footballMen.id, games.team.id);
    return { user, token: await signInAs(harness.app, user) };
  };
  const couponsOf = (userId: number) => db().select().from(coupons).where(eq(coupons.userId, userId));

  it('a check-in earns one coupon keyed by its event and event day', async () => {
    const { user, token } = await participant();
    expect((await verify(token, scan())).statusCode).toBe(200);
    const [record] = await db()
      .select()
      .from(attendance)
      .where(and(eq(attendance.userId, user.id), eq(attendance.direction, 'check-in')));
    expect(record!.eventDay).toBe('2026-06-01');
    const issued = await couponsOf(user.id);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      tenantId: tenant.id,
      ruleKey: `rule:${ruleId}:${games.event.id}:2026-06-01`,
      title: '10% off sports gear',
    });
    expect(issued[0]!.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
    expect(issued[0]!.expiresAt).toEqual(new Date(new Date(START).getTime() + 30 * 86_400_000));
  });

  it('the same scan retried (same scan id, in parallel too) and scanned again issue nothing more', async () => {
    const { user, token } = await participant();
    const scanId = randomUUID();
    expect((await verify(token, scan({ scanId }))).statusCode).toBe(200);
    const retries = await Promise.all([verify(token, scan({ scanId })), verify(token, scan({ scanId })), verify(token, scan())]);
    for (const retry of retries) expect(retry.statusCode).toBe(200);
    expect(await couponsOf(user.id)).toHaveLength(1);
  });

  it('racing first scans of one person leave one record and one coupon', async () => {
    const { user, token } = await participant();
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(token, scan())));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const [count] = await db()
      .select({ value: sql<number>`count(*)::int` })
      .from(attendance)
      .where(eq(attendance.userId, user.id));
    expect(count!.value).toBe(1);
    expect(await couponsOf(user.id)).toHaveLength(1);
  });

  it('a visitor checking into two categories, then a third, gets one coupon for the day', async () => {
    const visitor = await createUser(db(), tenant.id, { name: 'Coupon Visitor' });
    const token = await signInAs(harness.app, visitor);
    const chosen = await verify(token, scan({ isVisitor: true, eventSportCategoryIds: [games.footballMen.id, games.footballWomen.id] }));
    expect(chosen.statusCode, chosen.body).toBe(200);
    const third = await verify(token, scan({ isVisitor: true, eventSportCategoryIds: [games.footballVeterans.id] }));
    expect(third.statusCode, third.body).toBe(200);
    expect(await couponsOf(visitor.id)).toHaveLength(1);
  });

  it('two people checking in together (one batched statement) get a coupon each, each with its own code', async () => {
    const people = await Promise.all([participant(), participant(), participant()]);
    const answers = await Promise.all(people.map(({ token }) => verify(token, scan())));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const codes: string[] = [];
    for (const { user } of people) {
      const issued = await couponsOf(user.id);
      expect(issued).toHaveLength(1);
      codes.push(issued[0]!.code);
    }
    expect(new Set(codes).size).toBe(3);
  });

  it('a refused scan earns nothing', async () => {
    const { user, token } = await participant();
    expect((await verify(token, scan({ venue: 'Club' }))).statusCode).toBeGreaterThanOrEqual(400);
    expect(await couponsOf(user.id)).toHaveLength(0);
  });
});
