import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { createCouponRule, createEvent, createFixture, setPersonDetails } from '../../../test/event-factories';
import { coupons, placings, registrations, teams } from '../../db/schema/index';

describe('registration for event categories', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let other: Awaited<ReturnType<typeof createTenant>>;
  let company: Awaited<ReturnType<typeof createCompany>>;

  beforeAll(async () => {
    harness = await createTestApp();
    tenant = await createTenant(harness.database.db);
    other = await createTenant(harness.database.db);
    company = await createCompany(harness.database.db, tenant.id, 'Acme Registration Co');
    await createCouponRule(harness.database.db, tenant.id);
  });
  afterAll(() => harness.close());

  const person = async (details: { dateOfBirth?: string | null; companyId?: number } = {}) => {
    const user = await createUser(harness.database.db, tenant.id, { companyId: details.companyId ?? company.id });
    await setPersonDetails(harness.database.db, user.id, {
      gender: 'male',
      dateOfBirth: details.dateOfBirth === undefined ? '1990-01-01' : details.dateOfBirth,
    });
    return { user, token: await signInAs(harness.app, user) };
  };
  const post = (token: string | undefined, payload: unknown, host = tenant.hostname) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/customer/registrations',
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: payload as object,
    });
  const mine = async (token: string) =>
    (
      await harness.app.inject({
        method: 'GET',
        url: '/api/customer/registrations',
        headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
      })
    ).json();

  it('requires a session', async () => {
    const { event, chessOpen } = await createEvent(harness.database.db, tenant);
    const response = await post(undefined, { eventId: event.id, entries: [{ eventSportCategoryId: chessOpen.id, mode: 'individual' }] });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, error: 'UNAUTHENTICATED' });
  });

  it("refuses another tenant's session and another tenant's event", async () => {
    const { event, chessOpen } = await createEvent(harness.database.db, tenant);
    const { token } = await person();
    const body = { eventId: event.id, entries: [{ eventSportCategoryId: chessOpen.id, mode: 'individual' }] };
    expect((await post(token, body, other.hostname)).statusCode).toBe(401);
    const outsider = await createUser(harness.database.db, other.id);
    const response = await post(await signInAs(harness.app, outsider), body, other.hostname);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('EVENT_NOT_FOUND');
  });

  it('registers for two categories, a new team and an individual one, and lists them with the join code', async () => {
    const { event, footballOpen, chessOpen } = await createEvent(harness.database.db, tenant);
    const { token } = await person();
    const response = await post(token, {
      eventId: event.id,
      entries: [
        { eventSportCategoryId: footballOpen.id, mode: 'create-team', teamName: 'Acme Strikers' },
        { eventSportCategoryId: chessOpen.id, mode: 'individual' },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.couponsIssued).toBe(1);
    const listed = (await mine(token)).data;
    expect(listed).toHaveLength(2);
    const football = listed.find((row: { eventSportCategoryId: number }) => row.eventSportCategoryId === footballOpen.id);
    expect(football).toMatchObject({
      status: 'confirmed',
      venue: { name: 'Main Arena' },
      canWithdraw: true,
      team: { name: 'Acme Strikers', memberCount: 1 },
    });
    expect(football.team.joinCode).toMatch(/^[0-9A-F]{8}$/);
  });

  it('never shows a team or join code for an individual sport, also once its draw has made the person a side (issue 30)', async () => {
    const { event, chessOpen, footballOpen } = await createEvent(harness.database.db, tenant);
    const { user, token } = await person();
    expect(
      (
        await post(token, {
          eventId: event.id,
          entries: [
            { eventSportCategoryId: chessOpen.id, mode: 'individual' },
            { eventSportCategoryId: footballOpen.id, mode: 'create-team', teamName: 'Acme Rooks' },
          ],
        })
      ).statusCode,
    ).toBe(201);
    // What the draw does for an individual sport: a side of one per entrant, with a join code.
    const [mySide, rivalSide] = await harness.database.db
      .insert(teams)
      .values([
        { eventSportCategoryId: chessOpen.id, name: 'Solo Player', joinCode: 'SOLO0001', companyId: company.id },
        { eventSportCategoryId: chessOpen.id, name: 'Rival Player', joinCode: 'SOLO0002', companyId: company.id },
      ])
      .returning();
    await harness.database.db
      .update(registrations)
      .set({ teamId: mySide!.id })
      .where(and(eq(registrations.userId, user.id), eq(registrations.eventSportCategoryId, chessOpen.id)));
    await createFixture(harness.database.db, {
      eventSportCategoryId: chessOpen.id,
      venueId: chessOpen.venueId,
      startsAt: '2099-01-01T10:00:00.000Z',
      homeTeamId: mySide!.id,
      awayTeamId: rivalSide!.id,
    });
    const listed = (await mine(token)).data as { eventSportCategoryId: number; team: unknown; nextFixture: { opponent: string } }[];
    const chess = listed.find((row) => row.eventSportCategoryId === chessOpen.id)!;
    expect(chess.team).toBeNull();
    expect(JSON.stringify(chess)).not.toContain('SOLO0001');
    // The side still finds the person's own next match and opponent.
    expect(chess.nextFixture).toMatchObject({ opponent: 'Rival Player' });
    // A team sport keeps its team and code.
    expect(listed.find((row) => row.eventSportCategoryId === footballOpen.id)!.team).toMatchObject({ name: 'Acme Rooks' });
  });

  it("says a decided category is decided, with my team's place, instead of a next match to be announced", async () => {
    const { event, chessOpen, footballOpen } = await createEvent(harness.database.db, tenant);
    const { token } = await person();
    await post(token, {
      eventId: event.id,
      entries: [
        { eventSportCategoryId: chessOpen.id, mode: 'individual' },
        { eventSportCategoryId: footballOpen.id, mode: 'create-team', teamName: 'Acme Podium' },
      ],
    });
    type Row = { eventSportCategoryId: number; categoryResult: { place: number | null } | null };
    const resultOf = async (categoryId: number) =>
      ((await mine(token)).data as Row[]).find((row) => row.eventSportCategoryId === categoryId)!.categoryResult;
    expect(await resultOf(footballOpen.id)).toBeNull();

    const [myTeam] = await harness.database.db.select().from(teams).where(eq(teams.name, 'Acme Podium'));
    const [otherTeam] = await harness.database.db
      .insert(teams)
      .values({ eventSportCategoryId: footballOpen.id, name: 'Other XI', joinCode: 'OTHER001', companyId: company.id })
      .returning();
    await harness.database.db.insert(placings).values({ eventSportCategoryId: footballOpen.id, teamId: otherTeam!.id, place: 1 });
    // Decided without us on the podium.
    expect(await resultOf(footballOpen.id)).toEqual({ place: null });
    await harness.database.db.insert(placings).values({ eventSportCategoryId: footballOpen.id, teamId: myTeam!.id, place: 3 });
    expect(await resultOf(footballOpen.id)).toEqual({ place: 3 });
    // Another category of the same event is still undecided.
    expect(await resultOf(chessOpen.id)).toBeNull();
  });

  it('lets a colleague join the team with its code, and no one from another company or with a wrong code', async () => {
    const { event, footballOpen } = await createEvent(harness.database.db, tenant);
    const captain = await person();
    await post(captain.token, {
      eventId: event.id,
      entries: [{ eventSportCategoryId: footballOpen.id, mode: 'create-team', teamName: 'Join Us' }],
    });
    const joinCode = (await mine(captain.token)).data[0].team.joinCode as string;

    const colleague = await person();
    const joined = await post(colleague.token, {
      eventId: event.id,
      entries: [{ eventSportCategoryId: footballOpen.id, mode: 'join-team', joinCode: joinCode.toLowerCase() }],
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().data.registrations[0].team).toMatchObject({ name: 'Join Us', memberCount: 2 });

    const stranger = await person({ companyId: (await createCompany(harness.database.db, tenant.id)).id });
    const refused = await post(stranger.token, {
      eventId: event.id,
      entries: [{ eventSportCategoryId: footballOpen.id, mode: 'join-team', joinCode }],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Football games-\w+ — Open games-\w+: Join Us is a team of another company/);

    const wrong = await post((await person()).token, {
      eventId: event.id,
      entries: [{ eventSportCategoryId: footballOpen.id, mode: 'join-team', joinCode: 'ZZZZ9999' }],
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toBe('TEAM_NOT_FOUND');
  });

  it('allows one team per category per person', async () => {
    const { event, footballOpen } = await createEvent(harness.database.db, tenant);
    const { token } = await person();
    await post(token, {
      eventId: event.id,
      entries: [{ eventSportCategoryId: footballOpen.id, mode: 'create-team', teamName: 'First Team' }],
    });
    const second = await post(token, {
      eventId: event.id,
      entries: [{ eventSportCategoryId: footballOpen.id, mode: 'create-team', teamName: 'Second Team' }],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'ALREADY_REGISTERED' });
    expect(second.json().message).toMatch(
      /^Football games-\w+ — Open games-\w+: you are already in a team for this category\. To change teams, withdraw on My registrations first\.$/,
    );
  });

  it('registers once when the same request races, and issues the coupon once', async () => {
    const { event, chessOpen } = await createEvent(harness.database.db, tenant);
    const { user, token } = await person();
    const body = { eventId: event.id, entries: [{ eventSportCategoryId: chessOpen.id, mode: 'individual' }] };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(token, body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await harness.database.db.select().from(registrations).where(eq(registrations.userId, user.id));
    expect(rows).toHaveLength(1);
    const couponRows = await harness.database.db.select().from(coupons).where(eq(coupons.userId, user.id));
    expect(couponRows).toHaveLength(1);
  });

  it('stops at capacity, also when people race for the last places', async () => {
    const { event, chessOpen } = await createEvent(harness.database.db, tenant, { soloCapacity: 2 });
    const people = await Promise.all(Array.from({ length: 5 }, () => person()));
    const body = { eventId: event.id, entries: [{ eventSportCategoryId: chessOpen.id, mode: 'individual' }] };
    const answers = await Promise.all(people.map(({ token }) => post(token, body)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    const full = answers.filter((answer) => answer.statusCode === 409);
    expect(full).toHaveLength(3);
    expect(full[0]!.json()).toMatchObject({
      error: 'CATEGORY_FULL',
      message: expect.stringMatching(
        /^Chess games-\w+ — Open games-\w+: this category is full, all 2 places are taken or held\. Join its waiting list to be offered the next free place\.$/,
      ),
    });
  });

  it('checks the age band against the date of birth', async () => {
    const { event, footballVeterans } = await createEvent(harness.database.db, tenant);
    const body = { eventId: event.id, entries: [{ eventSportCategoryId: footballVeterans.id, mode: 'create-team', teamName: 'Old Boys' }] };
    const young = await post((await person({ dateOfBirth: '2000-05-05' })).token, body);
    expect(young.statusCode).toBe(403);
    expect(young.json()).toMatchObject({
      error: 'NOT_ELIGIBLE',
      message: expect.stringMatching(/^Football games-\w+ — Veterans games-\w+: .*aged 35 or over/),
    });
    const unknown = await post((await person({ dateOfBirth: null })).token, body);
    expect(unknown.json().message).toMatch(/add your date of birth to your profile/);
    expect((await post((await person({ dateOfBirth: '1980-01-01' })).token, body)).statusCode).toBe(201);
  });

  it('saves nothing when one of the categories is refused', async () => {
    const { event, chessOpen, footballOpen } = await createEvent(harness.database.db, tenant);
    const { user, token } = await person();
    const response = await post(token, {
      eventId: event.id,
      entries: [
        { eventSportCategoryId: chessOpen.id, mode: 'individual' },
        { eventSportCategoryId: footballOpen.id, mode: 'individual' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Football games-\w+ — Open games-\w+: this is a team sport/);
    expect(await harness.database.db.select().from(registrations).where(eq(registrations.userId, user.id))).toHaveLength(0);
  });

  it('withdraws before the first match and not after; registration closes then too', async () => {
    const { event, chessOpen, venue } = await createEvent(harness.database.db, tenant);
    await createFixture(harness.database.db, { eventSportCategoryId: chessOpen.id, venueId: venue.id, startsAt: '2026-06-10T04:00:00Z' });
    const early = await person();
    const late = await person();
    const body = { eventId: event.id, entries: [{ eventSportCategoryId: chessOpen.id, mode: 'individual' }] };
    await post(early.token, body);
    await post(late.token, body);
    const withdrawOf = async (token: string) => {
      const [row] = (await mine(token)).data;
      return harness.app.inject({
        method: 'DELETE',
        url: `/api/customer/registrations/${row.id}`,
        headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
      });
    };
    expect((await withdrawOf(early.token)).statusCode).toBe(200);
    expect((await mine(early.token)).data[0]).toMatchObject({ status: 'withdrawn', canWithdraw: false });

    harness.clock.set('2026-06-10T04:00:00Z');
    const refused = await withdrawOf(late.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'REGISTRATION_CLOSED',
      message: expect.stringMatching(/^Chess games-\w+ — Open games-\w+: you can no longer withdraw/),
    });
    const closed = await post((await person()).token, body);
    expect(closed.json()).toMatchObject({
      error: 'REGISTRATION_CLOSED',
      message: expect.stringMatching(/^Chess games-\w+ — Open games-\w+: registration closed on Jun 10, 2026/),
    });
    harness.clock.set('2026-06-01T10:00:00Z');
  });

  it('gives the registration coupon once per event, even after withdrawing and registering again', async () => {
    const { event, chessOpen, footballOpen } = await createEvent(harness.database.db, tenant);
    const { user, token } = await person();
    await post(token, { eventId: event.id, entries: [{ eventSportCategoryId: chessOpen.id, mode: 'individual' }] });
    const [row] = (await mine(token)).data;
    await harness.app.inject({
      method: 'DELETE',
      url: `/api/customer/registrations/${row.id}`,
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
    });
    const again = await post(token, { eventId: event.id, entries: [{ eventSportCategoryId: chessOpen.id, mode: 'individual' }] });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.couponsIssued).toBe(0);
    await post(token, {
      eventId: event.id,
      entries: [{ eventSportCategoryId: footballOpen.id, mode: 'create-team', teamName: 'Coupon FC' }],
    });
    const couponRows = await harness.database.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.userId, user.id), eq(coupons.tenantId, tenant.id)));
    expect(couponRows).toHaveLength(1);

    const list = await harness.app.inject({
      method: 'GET',
      url: '/api/customer/coupons',
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
    });
    expect(list.json().data).toMatchObject({ total: 1, counts: { active: 1, used: 0, expired: 0 } });
    expect(list.json().data.coupons[0]).toMatchObject({ title: '10% off sports gear', partner: 'Stride Sports', status: 'active' });
    expect(list.json().data.coupons[0].qrCode).toMatch(/^data:image\/png;base64,/);
  });
});
