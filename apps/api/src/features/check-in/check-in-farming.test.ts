/**
 * Issue #12, findings 7 and 10: check-in from home and coupon farming. A visitor who never scanned
 * anything took event, sport and category ids from the public catalogue and, in 12 calls, got 48
 * check-ins and 48 coupons. Now: new events require rotating codes, one code checks in at its own
 * venue only (whichever venue form the call sends), and a check-in coupon rule pays once per
 * person and event day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { parseAttendancePayload } from '@podium/contracts/check-in/attendance-payload';
import { attendance, coupons, eventSportCategories, sportCategories } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { createCouponRule } from '../../../test/event-factories';
import { countAttendance, createCheckInEvent, type CheckInEvent } from './check-in.test-fixtures';

const START = '2026-06-01T10:00:00.000Z'; // 15:30 in Kolkata, an event day

interface Catalogue {
  id: number;
  venues: { id: number; name: string }[];
  sportList: { id: number; name: string }[];
  sportCategories: { id: number; sportId: number; venueId: number }[];
}

describe('check-in from home and coupon farming (issue #12, findings 7 and 10)', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let adminToken: string;
  let staffToken: string;

  beforeAll(async () => {
    harness = await createTestApp();
    harness.clock.set(START);
    tenant = await createTenant(harness.database.db);
    await createCouponRule(harness.database.db, tenant.id, 'check-in');
    adminToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'admin' }));
    staffToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'staff' }));
  });
  afterAll(() => harness.close());

  const db = () => harness.database.db;
  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
    harness.app.inject({
      method,
      url,
      headers: { host: tenant.hostname, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  const verify = (token: string, body: object) => send('POST', '/api/user/checkin/verify', token, body);
  const newVisitor = async () => {
    const user = await createUser(db(), tenant.id, { name: 'Farming Visitor' });
    return { user, token: await signInAs(harness.app, user) };
  };
  const couponCount = async (userId: number) => (await db().select().from(coupons).where(eq(coupons.userId, userId))).length;
  /** The kiosk's current code for a sport at a venue, as staff get it, in the fields the scanner sends. */
  const kioskCode = async (eventId: number, sportId: number, venue: string) => {
    const answer = await send(
      'GET',
      `/api/events/${eventId}/checkin-codes/rotating?sportId=${sportId}&venue=${encodeURIComponent(venue)}`,
      staffToken,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const parsed = parseAttendancePayload(answer.json().data.payload);
    if (!parsed.ok) throw new Error('the kiosk code did not parse');
    return { codeStep: parsed.payload.step, codeSignature: parsed.payload.signature };
  };
  /** A second category of `games`' football, played at the Club (the fixture plays football at the Stadium only). */
  const footballAtClub = async (games: CheckInEvent) => {
    const [category] = await db()
      .insert(sportCategories)
      .values({ tenantId: tenant.id, name: `Club Open ${games.event.id}` })
      .returning();
    const [row] = await db()
      .insert(eventSportCategories)
      .values({ eventId: games.event.id, sportId: games.football.id, sportCategoryId: category!.id, venueId: games.club.id })
      .returning();
    return row!;
  };

  it('a new event made in the admin console requires rotating codes, so catalogue ids alone check nobody in', async () => {
    const created = await send('POST', '/api/admin/events', adminToken, {
      name: 'Farm Games',
      slug: 'farm-games',
      city: 'Pune',
      startsOn: '2026-05-31',
      endsOn: '2026-06-03',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.rotatingCodesRequired).toBe(true);
    const eventId: number = created.json().data.id;
    const venues: { id: number; name: string }[] = [];
    for (const name of ['North Ground', 'South Hall']) {
      const venue = await send('POST', `/api/admin/events/${eventId}/venues`, adminToken, { name });
      expect(venue.statusCode, venue.body).toBe(200);
      venues.push(venue.json().data.venues.find((row: { name: string }) => row.name === name));
    }
    // Three sports, each in two categories at each venue: twelve categories.
    for (const sportName of ['Kabaddi', 'Carrom', 'Table Tennis'])
      for (const categoryName of ['Open', 'Veterans'])
        for (const venue of venues) {
          const added = await send('POST', `/api/admin/events/${eventId}/categories`, adminToken, {
            sportName,
            categoryName: `${categoryName} ${venue.name}`,
            venueId: venue.id,
          });
          expect(added.statusCode, added.body).toBeLessThan(300);
        }
    expect((await send('PATCH', `/api/admin/events/${eventId}`, adminToken, { isPublished: true })).statusCode).toBe(200);

    // The visitor: ids from the public catalogue, no code scanned, one call per sport and venue form.
    const { user, token } = await newVisitor();
    const catalogue = (await send('GET', `/api/public/events/${eventId}/catalogue`)).json().data as Catalogue;
    expect(catalogue.sportCategories).toHaveLength(12);
    let calls = 0;
    for (const sport of catalogue.sportList) {
      const ids = catalogue.sportCategories.filter((row) => row.sportId === sport.id).map((row) => row.id);
      for (const venue of ['visitor', ...catalogue.venues.map((row) => row.name)]) {
        const answer = await verify(token, { eventId, sportId: sport.id, venue, isVisitor: true, eventSportCategoryIds: ids });
        calls++;
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json()).toMatchObject({ success: false });
      }
      const first = await verify(token, { eventId, sportId: sport.id, venue: catalogue.venues[0]!.name });
      calls++;
      expect(first.json()).toMatchObject({ success: false, error: 'INVALID_CODE' });
    }
    expect(calls).toBe(12);
    expect(await countAttendance(db(), user.id)).toBe(0);
    expect(await couponCount(user.id)).toBe(0);
  });

  it("a visitor with a static code gets only the named venue's categories, and one check-in coupon per event day", async () => {
    const games = await createCheckInEvent(db(), tenant, { rotatingCodesRequired: false });
    const clubFootball = await footballAtClub(games);
    const { user, token } = await newVisitor();
    const allFootball = [games.footballMen.id, games.footballWomen.id, games.footballVeterans.id, clubFootball.id];
    const base = { eventId: games.event.id, sportId: games.football.id, isVisitor: true };

    // Every football category in one call, with the spec's venue 'visitor': refused, nothing recorded.
    const spread = await verify(token, { ...base, venue: 'visitor', eventSportCategoryIds: allFootball });
    expect(spread.statusCode).toBe(400);
    expect(spread.json()).toMatchObject({ success: false, error: 'WRONG_VENUE' });
    expect(spread.json().message).toContain('Nothing was recorded');
    // The same with the venue named: the other venue's category refuses the call.
    const named = await verify(token, { ...base, venue: 'Stadium', eventSportCategoryIds: allFootball });
    expect(named.json()).toMatchObject({ success: false, error: 'WRONG_VENUE' });
    expect(await countAttendance(db(), user.id)).toBe(0);

    // The Stadium's three categories, then the Club's football and chess: records, one coupon in all.
    const stadium = allFootball.slice(0, 3);
    expect((await verify(token, { ...base, venue: 'visitor', eventSportCategoryIds: stadium })).statusCode).toBe(200);
    expect((await verify(token, { ...base, venue: 'Club', eventSportCategoryIds: [clubFootball.id] })).statusCode).toBe(200);
    const chess = { eventId: games.event.id, sportId: games.chess.id, venue: 'visitor', isVisitor: true };
    expect((await verify(token, { ...chess, eventSportCategoryId: games.chessMen.id })).statusCode).toBe(200);
    expect(await countAttendance(db(), user.id)).toBe(5);
    expect(await couponCount(user.id)).toBe(1);

    // The next event day pays again, once.
    harness.clock.advanceSeconds(86_400);
    try {
      expect((await verify(token, { ...base, venue: 'Stadium', eventSportCategoryIds: stadium })).statusCode).toBe(200);
      expect((await verify(token, { ...chess, eventSportCategoryId: games.chessMen.id })).statusCode).toBe(200);
      expect(await couponCount(user.id)).toBe(2);
    } finally {
      harness.clock.set(START);
    }
  });

  it("checks every chosen category against the venue of the scanned rotating code, also when the call sends venue 'visitor'", async () => {
    const games = await createCheckInEvent(db(), tenant, { rotatingCodesRequired: true });
    const clubFootball = await footballAtClub(games);
    const { user, token } = await newVisitor();
    const stadiumCode = await kioskCode(games.event.id, games.football.id, 'Stadium');
    const base = { eventId: games.event.id, sportId: games.football.id, venue: 'visitor', isVisitor: true, ...stadiumCode };

    // The Stadium's code, a Stadium category first and the Club's after it: refused, nothing recorded.
    const mixed = await verify(token, { ...base, eventSportCategoryIds: [games.footballMen.id, clubFootball.id] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ success: false, error: 'WRONG_VENUE' });
    // The Club's category alone with the Stadium's code: the signature does not match that venue.
    const clubOnly = await verify(token, { ...base, eventSportCategoryId: clubFootball.id });
    expect(clubOnly.json()).toMatchObject({ success: false, error: 'INVALID_CODE' });
    // The Stadium's code for chess (another sport at another venue): refused too.
    const otherSport = await verify(token, { ...base, sportId: games.chess.id, eventSportCategoryId: games.chessMen.id });
    expect(otherSport.statusCode).toBe(400);
    expect(await countAttendance(db(), user.id)).toBe(0);

    // What the code is for: the Stadium's categories.
    const fine = await verify(token, { ...base, eventSportCategoryIds: [games.footballMen.id, games.footballWomen.id] });
    expect(fine.statusCode, fine.body).toBe(200);
    const rows = await db()
      .select({ id: attendance.eventSportCategoryId })
      .from(attendance)
      .where(and(eq(attendance.userId, user.id), eq(attendance.direction, 'check-in')));
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([games.footballMen.id, games.footballWomen.id].sort((a, b) => a - b));
    expect(await couponCount(user.id)).toBe(1);
  });
});
