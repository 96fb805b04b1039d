import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, createFixture, createTeam, setPersonDetails } from '../../../test/event-factories';
import { auditLog, categoryFees, eventSportCategories, paymentOrders, registrations } from '../../db/schema/index';

describe('team invites and rosters (issue 33 §4)', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let other: Awaited<ReturnType<typeof createTenant>>;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let rival: Awaited<ReturnType<typeof createCompany>>;

  beforeAll(async () => {
    harness = await createTestApp({ env: { PAYMENT_PROVIDER: 'demo' } });
    tenant = await createTenant(harness.database.db);
    other = await createTenant(harness.database.db);
    company = await createCompany(harness.database.db, tenant.id, 'Acme Invites Co');
    rival = await createCompany(harness.database.db, tenant.id, 'Rival Invites Co');
  });
  afterAll(() => harness.close());

  const db = () => harness.database.db;
  const person = async (companyId: number | null = company.id, name = 'Team Mate') => {
    const user = await createUser(db(), tenant.id, { companyId: companyId ?? undefined, name });
    await setPersonDetails(db(), user.id, { gender: 'male', dateOfBirth: '1990-01-01' });
    return { user, token: await signInAs(harness.app, user) };
  };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object, host = tenant.hostname) =>
    harness.app.inject({ method, url, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload });

  /** A captain's new team in Football (team size `teamSizeMax`), with its invite code. */
  async function captainTeam(options: { teamSizeMax?: number | null } = {}) {
    const made = await createEvent(db(), tenant, { teamSizeMax: options.teamSizeMax ?? 3 });
    const captain = await person(company.id, 'Cara Captain');
    const created = await call('POST', '/api/customer/registrations', captain.token, {
      eventId: made.event.id,
      entries: [{ eventSportCategoryId: made.footballOpen.id, mode: 'create-team', teamName: `Acme ${made.event.slug}` }],
    });
    expect(created.statusCode).toBe(201);
    const teamId = created.json().data.registrations[0].team.id as number;
    const invite = await call('GET', `/api/customer/teams/${teamId}/invite`, captain.token);
    expect(invite.statusCode).toBe(200);
    return { ...made, captain, teamId, inviteCode: invite.json().data.inviteCode as string };
  }
  const join = (inviteCode: string, token: string, host?: string) =>
    call('POST', `/api/customer/team-invites/${inviteCode}/join`, token, undefined, host);

  it('lists the roster of a team nobody captains (made by an admin or an import, as the demo teams are)', async () => {
    // The demo participant's My registrations answered 500: the captain test was null for such a team.
    const made = await createEvent(db(), tenant);
    const team = await createTeam(db(), made.footballOpen.id, `Admin FC ${made.event.slug}`, company.id);
    const member = await person(company.id, 'Mina Member');
    await db().insert(registrations).values({ userId: member.user.id, eventSportCategoryId: made.footballOpen.id, teamId: team.id });
    const mine = await call('GET', '/api/customer/registrations', member.token);
    expect(mine.statusCode, mine.body).toBe(200);
    const row = (mine.json().data as { team: { members: { name: string; isCaptain: boolean }[] } | null }[])[0]!;
    expect(row.team!.members).toEqual([expect.objectContaining({ name: 'Mina Member', isCaptain: false })]);
  });

  it('requires a session', async () => {
    const { inviteCode, teamId } = await captainTeam();
    expect((await call('GET', `/api/customer/team-invites/${inviteCode}`)).statusCode).toBe(401);
    expect((await join(inviteCode, '')).statusCode).toBe(401);
    expect((await call('GET', `/api/customer/teams/${teamId}/invite`)).statusCode).toBe(401);
  });

  it('gives an unguessable link, previews it, and a colleague joins; the roster shows both', async () => {
    const { inviteCode, teamId, captain, event } = await captainTeam();
    expect(inviteCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const colleague = await person(company.id, 'Colin Colleague');
    const preview = await call('GET', `/api/customer/team-invites/${inviteCode}`, colleague.token);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      team: { id: teamId, companyName: 'Acme Invites Co' },
      captainName: 'Cara Captain',
      event: { id: event.id },
      memberCount: 1,
      teamSizeMax: 3,
      isMember: false,
    });
    const joined = await join(inviteCode, colleague.token);
    expect(joined.statusCode).toBe(201);
    expect(joined.json().message).toMatch(/^You have joined Acme /);
    const mine = (await call('GET', '/api/customer/registrations', captain.token)).json().data[0];
    expect(mine.team).toMatchObject({ id: teamId, isCaptain: true, memberCount: 2, teamSizeMax: 3 });
    expect(mine.team.members.map((member: { name: string; isCaptain: boolean }) => [member.name, member.isCaptain])).toEqual([
      ['Cara Captain', true],
      ['Colin Colleague', false],
    ]);
    const theirs = (await call('GET', '/api/customer/registrations', colleague.token)).json().data[0];
    expect(theirs.team).toMatchObject({ id: teamId, isCaptain: false, memberCount: 2 });
    // The same link again: already on it.
    const again = await join(inviteCode, colleague.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already on Acme/);
  });

  it('refuses another company, a missing company and a full team, each in words', async () => {
    const { inviteCode } = await captainTeam({ teamSizeMax: 2 });
    const differentCompany = await join(inviteCode, (await person(rival.id)).token);
    expect(differentCompany.statusCode).toBe(403);
    expect(differentCompany.json().message).toMatch(/team of another company, and this category does not allow mixed teams/);
    const missing = await join(inviteCode, (await person(null)).token);
    expect(missing.json()).toMatchObject({ error: 'NOT_ELIGIBLE' });
    expect(missing.json().message).toMatch(/add your company to your profile/);

    expect((await join(inviteCode, (await person()).token)).statusCode).toBe(201);
    const full = await join(inviteCode, (await person()).token);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ error: 'TEAM_FULL' });
    expect(full.json().message).toMatch(/is full, it already has 2 players/);
  });

  it('takes another company when the category allows mixed teams', async () => {
    const { inviteCode, footballOpen } = await captainTeam();
    await db().update(eventSportCategories).set({ allowsMixedTeams: true }).where(eq(eventSportCategories.id, footballOpen.id));
    const preview = await call('GET', `/api/customer/team-invites/${inviteCode}`, (await person(rival.id)).token);
    expect(preview.json().data.allowsMixedTeams).toBe(true);
    expect((await join(inviteCode, (await person(rival.id)).token)).statusCode).toBe(201);
  });

  it('refuses someone already in a team of the category', async () => {
    const { inviteCode, event, footballOpen } = await captainTeam();
    const onAnother = await person();
    const created = await call('POST', '/api/customer/registrations', onAnother.token, {
      eventId: event.id,
      entries: [{ eventSportCategoryId: footballOpen.id, mode: 'create-team', teamName: `Second ${event.slug}` }],
    });
    expect(created.statusCode).toBe(201);
    const refused = await join(inviteCode, onAnother.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/already in a team for this category. To change teams, withdraw on My registrations first/);
  });

  it('refuses once registration has closed (the first match)', async () => {
    const { inviteCode, footballOpen, venue } = await captainTeam();
    await createFixture(db(), { eventSportCategoryId: footballOpen.id, venueId: venue.id, startsAt: '2026-06-01T09:00:00Z' });
    const late = await join(inviteCode, (await person()).token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'REGISTRATION_CLOSED' });
    expect(late.json().message).toMatch(/registration closed on/);
  });

  it('answers an unknown, malformed or other tenant code with a way on, and shares only my own teams', async () => {
    const { inviteCode, teamId } = await captainTeam();
    const someone = await person();
    const unknown = await call('GET', `/api/customer/team-invites/${'A'.repeat(22)}`, someone.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/Ask your captain to send the link again/);
    const malformed = await call('GET', '/api/customer/team-invites/short', someone.token);
    expect(malformed.statusCode).toBe(400);
    // Another tenant's member with this tenant's code: not found there.
    const outsider = await createUser(db(), other.id);
    const foreign = await call(
      'GET',
      `/api/customer/team-invites/${inviteCode}`,
      await signInAs(harness.app, outsider),
      undefined,
      other.hostname,
    );
    expect(foreign.statusCode).toBe(404);
    // Not on the team: no link to share.
    const notMine = await call('GET', `/api/customer/teams/${teamId}/invite`, someone.token);
    expect(notMine.statusCode).toBe(404);
  });

  it('bounds invite lookups per person', async () => {
    const someone = await person();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      statuses.push((await call('GET', `/api/customer/team-invites/${`B${attempt}`.padEnd(22, 'x')}`, someone.token)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('bounds short join-code guesses with the same limit', async () => {
    const { event, footballOpen } = await createEvent(db(), tenant);
    const someone = await person();
    const guess = (code: string) =>
      call('POST', '/api/customer/registrations', someone.token, {
        eventId: event.id,
        entries: [{ eventSportCategoryId: footballOpen.id, mode: 'join-team', joinCode: code }],
      });
    for (let attempt = 0; attempt < 30; attempt++) expect((await guess(`GUESS${String(attempt).padStart(3, '0')}`)).statusCode).toBe(404);
    const limited = await guess('GUESS999');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many team codes tried/);
  });

  it('lets the captain remove a member before the cut-off, and only the captain', async () => {
    const { inviteCode, teamId, captain, footballOpen, venue } = await captainTeam();
    const first = await person();
    const second = await person();
    expect((await join(inviteCode, first.token)).statusCode).toBe(201);
    expect((await join(inviteCode, second.token)).statusCode).toBe(201);
    const roster = (await call('GET', '/api/customer/registrations', captain.token)).json().data[0].team.members;
    const firstRegistration = roster[1].registrationId as number;
    const secondRegistration = roster[2].registrationId as number;
    // A member who is not the captain cannot remove anyone; the captain cannot remove themself.
    const byMember = await call('DELETE', `/api/customer/teams/${teamId}/members/${firstRegistration}`, second.token);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toMatch(/Only the captain/);
    const self = await call('DELETE', `/api/customer/teams/${teamId}/members/${roster[0].registrationId}`, captain.token);
    expect(self.statusCode).toBe(400);
    const removed = await call('DELETE', `/api/customer/teams/${teamId}/members/${firstRegistration}`, captain.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toMatch(/^Team Mate is no longer on Acme games-\w+\.$/);
    const [row] = await db().select().from(registrations).where(eq(registrations.id, firstRegistration));
    expect(row!.status).toBe('withdrawn');
    expect((await call('GET', '/api/customer/registrations', captain.token)).json().data[0].team.memberCount).toBe(2);
    // The removal is audited, and the link the removed member knows no longer works: the captain has a new one.
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.member-removed'), eq(auditLog.entityId, String(firstRegistration))));
    expect(audit).toMatchObject({ actorUserId: captain.user.id, after: { teamId, status: 'withdrawn' } });
    expect((await join(inviteCode, first.token)).statusCode).toBe(404);
    const fresh = (await call('GET', `/api/customer/teams/${teamId}/invite`, captain.token)).json().data.inviteCode as string;
    expect(fresh).not.toBe(inviteCode);
    // Another tenant cannot reach the team; after the cut-off the captain cannot either.
    const outsider = await createUser(db(), other.id);
    const foreign = await call(
      'DELETE',
      `/api/customer/teams/${teamId}/members/${secondRegistration}`,
      await signInAs(harness.app, outsider),
      undefined,
      other.hostname,
    );
    expect(foreign.statusCode).toBe(404);
    await createFixture(db(), { eventSportCategoryId: footballOpen.id, venueId: venue.id, startsAt: '2026-06-01T09:00:00Z' });
    const late = await call('DELETE', `/api/customer/teams/${teamId}/members/${secondRegistration}`, captain.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/the team can no longer change, changes closed on/);
  });

  it('takes no removal from a captain who withdrew from the team', async () => {
    const { inviteCode, teamId, captain } = await captainTeam();
    const mate = await person();
    expect((await join(inviteCode, mate.token)).statusCode).toBe(201);
    const roster = (await call('GET', '/api/customer/registrations', captain.token)).json().data[0].team.members;
    expect((await call('DELETE', `/api/customer/registrations/${roster[0].registrationId}`, captain.token)).statusCode).toBe(200);
    const removal = await call('DELETE', `/api/customer/teams/${teamId}/members/${roster[1].registrationId}`, captain.token);
    expect(removal.statusCode).toBe(403);
    expect(removal.json().message).toMatch(/You withdrew from/);
  });

  it('never takes more than the team size, whatever the parallel joins', async () => {
    const { inviteCode, teamId } = await captainTeam({ teamSizeMax: 4 });
    const joiners = await Promise.all(Array.from({ length: 10 }, () => person()));
    const answers = await Promise.all(joiners.map((joiner) => join(inviteCode, joiner.token)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    const members = await db().select().from(registrations).where(eq(registrations.teamId, teamId));
    expect(members.filter((member) => member.status !== 'withdrawn')).toHaveLength(4);
  });

  it('charges each joiner their own order in a category paid per person', async () => {
    const { inviteCode, footballOpen } = await captainTeamPaid();
    const joiner = await person();
    const joined = await join(inviteCode, joiner.token);
    expect(joined.statusCode).toBe(201);
    expect(joined.json().data.registrations[0].status).toBe('pending_payment');
    expect(joined.json().data.order).toBeDefined();
    const orders = await db().select().from(paymentOrders).where(eq(paymentOrders.userId, joiner.user.id));
    expect(orders).toHaveLength(1);
    expect(orders[0]!.amountMinor).toBe(50_000);
    void footballOpen;
  });

  /** Like captainTeam, in a category charging 500.00 per person (set before the captain registers). */
  async function captainTeamPaid() {
    const made = await createEvent(db(), tenant, { teamSizeMax: 5 });
    await db()
      .insert(categoryFees)
      .values({ eventSportCategoryId: made.footballOpen.id, tenantId: tenant.id, amountMinor: 50_000, chargedPer: 'person' });
    const captain = await person(company.id, 'Paying Captain');
    const created = await call('POST', '/api/customer/registrations', captain.token, {
      eventId: made.event.id,
      entries: [{ eventSportCategoryId: made.footballOpen.id, mode: 'create-team', teamName: `Paid ${made.event.slug}` }],
    });
    expect(created.statusCode).toBe(201);
    const teamId = created.json().data.registrations[0].team.id as number;
    const invite = await call('GET', `/api/customer/teams/${teamId}/invite`, captain.token);
    return { ...made, captain, teamId, inviteCode: invite.json().data.inviteCode as string };
  }
});
