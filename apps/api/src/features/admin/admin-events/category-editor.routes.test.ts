import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../../test/factories';
import { createEvent } from '../../../../test/event-factories';
import { auditLog, registrations } from '../../../db/schema/index';

/** Issue 30: one category editor (name, capacity, gender and age rules, fee, early bird), edited through PATCH. */
describe('PATCH /api/admin/events/:eventId/categories/:id (the category editor)', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let otherTenant: Awaited<ReturnType<typeof createTenant>>;
  let token: string;
  let otherToken: string;
  let games: Awaited<ReturnType<typeof createEvent>>;
  let otherGames: Awaited<ReturnType<typeof createEvent>>;

  beforeAll(async () => {
    harness = await createTestApp();
    const { db } = harness.database;
    tenant = await createTenant(db);
    otherTenant = await createTenant(db);
    token = await signInAs(harness.app, await createUser(db, tenant.id, { role: 'admin' }));
    otherToken = await signInAs(harness.app, await createUser(db, otherTenant.id, { role: 'admin' }));
    // The event starts on 1 July 2026 (Asia/Kolkata); chess (individual) holds 16 places.
    games = await createEvent(db, tenant, { startsOn: '2026-07-01', endsOn: '2026-07-03' });
    otherGames = await createEvent(db, otherTenant);
    for (let index = 0; index < 3; index++) {
      const member = await createUser(db, tenant.id);
      await db.insert(registrations).values({ userId: member.id, eventSportCategoryId: games.chessOpen.id });
    }
  });
  afterAll(() => harness.close());

  const patch = (eventId: number, categoryId: number, payload: object, as = { host: () => tenant.hostname, token: () => token }) =>
    harness.app.inject({
      method: 'PATCH',
      url: `/api/admin/events/${eventId}/categories/${categoryId}`,
      headers: { host: as.host(), authorization: `Bearer ${as.token()}` },
      payload,
    });
  const chessOf = (answer: { json: () => { data: { categories: Array<{ id: number }> } } }) =>
    answer.json().data.categories.find((category) => category.id === games.chessOpen.id);

  it('lets a team sport allow mixed teams (issue 33 §4), and shows it', async () => {
    const answer = await patch(games.event.id, games.footballOpen.id, { allowsMixedTeams: true });
    expect(answer.statusCode, answer.body).toBe(200);
    const football = answer.json().data.categories.find((category: { id: number }) => category.id === games.footballOpen.id);
    expect(football).toMatchObject({ isTeamSport: true, allowsMixedTeams: true });
    const refused = await patch(games.event.id, games.footballOpen.id, { allowsMixedTeams: 'yes' });
    expect(refused.statusCode).toBe(400);
  });

  it('saves name, capacity, gender and age rules, fee and early bird in one edit, with audit rows', async () => {
    const answer = await patch(games.event.id, games.chessOpen.id, {
      categoryName: 'Veterans Chess',
      capacity: 20,
      gender: 'female',
      minAge: 35,
      maxAge: 70,
      fee: { amount: 49_900, earlyBirdAmount: 39_900, earlyBirdUntil: '2026-06-20T23:59:59+05:30' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe('Sport category saved');
    expect(chessOf(answer)).toMatchObject({
      categoryName: 'Veterans Chess',
      capacity: 20,
      gender: 'female',
      minAge: 35,
      maxAge: 70,
      placesTaken: 3,
      fee: { amount: 49_900, currency: 'INR', chargedPer: 'person', earlyBirdAmount: 39_900 },
    });
    // The fee is the one registration charges: the payments console reads the same row.
    const fees = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/payments/fees?eventId=${games.event.id}`,
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
    });
    expect(
      fees.json().data.find((row: { eventSportCategoryId: number }) => row.eventSportCategoryId === games.chessOpen.id).fee,
    ).toMatchObject({ amount: 49_900, earlyBirdAmount: 39_900 });
    const actions = await harness.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.entityId, String(games.chessOpen.id))));
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['category.updated', 'category-fee.set']));

    // Only the fields sent change; fee: null makes the category free again.
    const freed = await patch(games.event.id, games.chessOpen.id, { fee: null });
    expect(chessOf(freed)).toMatchObject({ categoryName: 'Veterans Chess', capacity: 20, gender: 'female', fee: null });
  });

  it.each([
    [{ capacity: 2 }, '3 people are already registered, so the capacity cannot be below 3.'],
    [
      { fee: { amount: 49_900, earlyBirdAmount: 59_900, earlyBirdUntil: '2026-06-20T23:59:59+05:30' } },
      'The early-bird price (₹599.00) must be lower than the fee (₹499.00).',
    ],
    [
      { fee: { amount: 49_900, earlyBirdAmount: 39_900, earlyBirdUntil: '2026-07-01T23:59:59+05:30' } },
      'The early-bird price must end before the event starts on 2026-07-01.',
    ],
    [{ fee: { amount: 49_900, earlyBirdAmount: 39_900 } }, 'An early-bird price needs both an amount and a last day.'],
    [{ minAge: 50, maxAge: 40 }, 'The youngest age (50) must not be above the oldest age (40).'],
    [{ capacity: 0 }, 'capacity: The capacity must be at least 1 (empty = no limit).'],
    [{ gender: 'women' }, 'gender: Choose who may enter: any, male, female or mixed.'],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const answer = await patch(games.event.id, games.chessOpen.id, body);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED', message });
  });

  it("checks a fee's rules only when the edit sends a fee: a fee saved in Admin → Payments never blocks a capacity change", async () => {
    const headers = { host: tenant.hostname, authorization: `Bearer ${token}` };
    const saved = await harness.app.inject({
      method: 'PUT',
      url: `/api/admin/payments/fees/${games.footballOpen.id}`,
      headers,
      payload: { amount: 10_000, earlyBirdAmount: 10_000, earlyBirdUntil: '2026-07-05T00:00:00Z' },
    });
    expect(saved.statusCode).toBe(200);
    const answer = await patch(games.event.id, games.footballOpen.id, { capacity: 12 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.categories.find((category: { id: number }) => category.id === games.footballOpen.id)).toMatchObject({
      capacity: 12,
      placesTaken: 0,
      fee: { amount: 10_000 },
    });
  });

  it('refuses an unknown field with a 400 and changes nothing', async () => {
    const answer = await patch(games.event.id, games.chessOpen.id, { capacity: 30, isFree: true });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('VALIDATION_FAILED');
    const event = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/events/${games.event.id}`,
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
    });
    expect(chessOf(event)).toMatchObject({ capacity: 20 });
  });

  it("answers 404 for another tenant's category, whether named under this event or under its own", async () => {
    const underOurs = await patch(games.event.id, otherGames.chessOpen.id, { capacity: 5 });
    expect(underOurs.statusCode).toBe(404);
    const underTheirs = await patch(otherGames.event.id, otherGames.chessOpen.id, { capacity: 5 });
    expect(underTheirs.statusCode).toBe(404);
    // Their admin, on their site, cannot reach ours either.
    const fromThere = await patch(
      games.event.id,
      games.chessOpen.id,
      { capacity: 5 },
      { host: () => otherTenant.hostname, token: () => otherToken },
    );
    expect(fromThere.statusCode).toBe(404);
  });

  it('adds a category with its rules and fee in one call', async () => {
    const answer = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/events/${games.event.id}/categories`,
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
      payload: {
        sportName: 'Carrom',
        categoryName: 'Under 18',
        venueId: games.venue.id,
        capacity: 12,
        gender: 'any',
        minAge: null,
        maxAge: 17,
        fee: { amount: 19_900 },
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const added = answer.json().data.categories.find((category: { sportName: string }) => category.sportName === 'Carrom');
    expect(added).toMatchObject({ categoryName: 'Under 18', capacity: 12, maxAge: 17, fee: { amount: 19_900 }, placesTaken: 0 });

    const refused = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/events/${games.event.id}/categories`,
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
      payload: {
        sportName: 'Carrom',
        categoryName: 'Seniors',
        venueId: games.venue.id,
        fee: { amount: 100, earlyBirdAmount: 100, earlyBirdUntil: '2026-06-01T00:00:00Z' },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The early-bird price (₹1.00) must be lower than the fee (₹1.00).');
  });
});
