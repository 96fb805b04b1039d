/**
 * Results privacy (issue 31 §4): the site chooses how public pages name people (full names, first
 * name and initial, or teams and companies only), a member can hide their own name, and staff and
 * admins always see names. Walked through HTTP: the public fixtures, standings, results, teams and
 * calendar, the admin's setting, the member's profile, and the admin console's own reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, createTeam } from '../../../test/event-factories';
import { registerFor } from '../check-in/check-in.test-fixtures';
import { eq } from 'drizzle-orm';
import { fixtures } from '../../db/schema/index';

type Side = { id: number; name: string } | null;

describe('results privacy (issue 31 §4)', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let setup: Awaited<ReturnType<typeof createEvent>>;
  let adminToken: string;
  let staffToken: string;
  let sameerToken: string;
  let sameer: Awaited<ReturnType<typeof createUser>>;
  let karthikToken: string;
  let initech: Awaited<ReturnType<typeof createCompany>>;

  const send = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    harness.app.inject({
      method,
      url,
      headers: { host: tenant.hostname, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  const publicRead = async (path: string) => {
    const answer = await send(null, 'GET', `/api/public/events/${setup.event.id}${path}`);
    expect(answer.statusCode, path).toBe(200);
    return answer.json().data;
  };
  /** The names on the chess fixtures, as the public fixtures list shows them. */
  const chessNames = async () => {
    const fixtures: { eventSportCategoryId: number; home: Side; away: Side }[] = await publicRead('/fixtures');
    return fixtures
      .filter((fixture) => fixture.eventSportCategoryId === setup.chessOpen.id)
      .flatMap((fixture) => [fixture.home?.name, fixture.away?.name])
      .filter((name) => name !== undefined)
      .sort();
  };
  const standingsNames = async () => {
    const standings = await publicRead(`/standings?eventSportCategoryId=${setup.chessOpen.id}`);
    return (standings.knockout as { home: { label: string }; away: { label: string } }[])
      .flatMap((fixture) => [fixture.home.label, fixture.away.label])
      .filter((label) => !/^Winner|^Loser/.test(label))
      .sort();
  };
  const footballRoster = async () => {
    const teams: { name: string; members: { name: string }[] }[] = await publicRead('/teams');
    return teams.find((team) => team.name === 'Acme FC')!.members.map((member) => member.name);
  };
  const setPolicy = async (publicNames: string) => {
    const answer = await send(adminToken, 'PATCH', '/api/admin/tenant-settings', { publicNames });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.publicNames).toBe(publicNames);
  };

  beforeAll(async () => {
    // The public read cache on, as in production: each change below must reach the next read.
    harness = await createTestApp({ env: { PUBLIC_CACHE_ENABLED: 'true' } });
    const db = harness.database.db;
    tenant = await createTenant(db);
    setup = await createEvent(db, tenant);
    initech = await createCompany(db, tenant.id, 'Initech');
    const acme = await createCompany(db, tenant.id, 'Acme Corp');
    adminToken = await signInAs(harness.app, await createUser(db, tenant.id, { role: 'admin' }));
    staffToken = await signInAs(harness.app, await createUser(db, tenant.id, { role: 'staff' }));
    const karthik = await createUser(db, tenant.id, { name: 'Karthik Reddy', companyId: initech.id });
    sameer = await createUser(db, tenant.id, { name: 'Sameer Joshi', companyId: initech.id, email: 'sameer@initech.example' });
    const meera = await createUser(db, tenant.id, { name: 'Meera Iyer', companyId: acme.id });
    const rohan = await createUser(db, tenant.id, { name: 'Rohan Das', companyId: null });
    for (const person of [karthik, sameer, meera, rohan]) await registerFor(db, person.id, setup.chessOpen.id);
    const football = await createTeam(db, setup.footballOpen.id, 'Acme FC', acme.id);
    await registerFor(db, meera.id, setup.footballOpen.id, football.id);
    await registerFor(db, sameer.id, setup.footballOpen.id, football.id);
    sameerToken = await signInAs(harness.app, sameer);
    karthikToken = await signInAs(harness.app, karthik);
    const drawn = await send(adminToken, 'POST', `/api/admin/events/${setup.event.id}/categories/${setup.chessOpen.id}/draw`, {
      format: 'single_elimination',
      seeding: 'registration',
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
  });
  afterAll(() => harness.close());

  it('shows full names by default', async () => {
    expect((await send(adminToken, 'GET', '/api/admin/tenant-settings')).json().data.publicNames).toBe('full');
    expect(await chessNames()).toEqual(['Karthik Reddy', 'Meera Iyer', 'Rohan Das', 'Sameer Joshi']);
    expect(await standingsNames()).toEqual(['Karthik Reddy', 'Meera Iyer', 'Rohan Das', 'Sameer Joshi']);
    expect(await footballRoster()).toEqual(['Meera Iyer', 'Sameer Joshi']);
  });

  it('shows first name and initial on every public read when the site says so', async () => {
    await setPolicy('first_initial');
    expect(await chessNames()).toEqual(['Karthik R.', 'Meera I.', 'Rohan D.', 'Sameer J.']);
    expect(await standingsNames()).toEqual(['Karthik R.', 'Meera I.', 'Rohan D.', 'Sameer J.']);
    expect(await footballRoster()).toEqual(['Meera I.', 'Sameer J.']);
    const calendar = await send(null, 'GET', `/api/public/events/${setup.event.id}/calendar.ics`);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.body).not.toMatch(/Karthik Reddy|Sameer Joshi/);
  });

  it('shows companies only: alike names are numbered, nobody without a company is named, rosters list nobody', async () => {
    await setPolicy('teams_only');
    expect(await chessNames()).toEqual(['Acme Corp', 'Initech (1)', 'Initech (2)', 'Private entrant']);
    expect(await standingsNames()).toEqual(['Acme Corp', 'Initech (1)', 'Initech (2)', 'Private entrant']);
    const teams: { name: string; members: unknown[]; membersNotShown: number }[] = await publicRead('/teams');
    expect(teams.find((team) => team.name === 'Acme FC')).toMatchObject({ members: [], membersNotShown: 2 });
    expect(JSON.stringify(teams)).not.toMatch(/Karthik|Sameer|Meera|Rohan/);
  });

  it('lets a member hide their own name: their company stands in, on every public read, at once', async () => {
    await setPolicy('full');
    const profile = {
      name: 'Sameer Joshi',
      email: 'sameer@initech.example',
      gender: 'male',
      companyId: initech.id,
      hideNameOnPublicPages: true,
    };
    const saved = await send(sameerToken, 'PUT', '/api/customer/profile', profile);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.user.hideNameOnPublicPages).toBe(true);
    expect(await chessNames()).toEqual(['Initech', 'Karthik Reddy', 'Meera Iyer', 'Rohan Das']);
    expect(await footballRoster()).toEqual(['Meera Iyer']);
    const teams: { name: string; membersNotShown: number }[] = await publicRead('/teams');
    expect(teams.find((team) => team.name === 'Acme FC')!.membersNotShown).toBe(1);
    // Shown again when they change their mind.
    const shown = await send(sameerToken, 'PUT', '/api/customer/profile', { ...profile, hideNameOnPublicPages: false });
    expect(shown.json().data.user.hideNameOnPublicPages).toBe(false);
    expect(await chessNames()).toEqual(['Karthik Reddy', 'Meera Iyer', 'Rohan Das', 'Sameer Joshi']);
    await send(sameerToken, 'PUT', '/api/customer/profile', profile);
  });

  it('never hides names from staff and admins in their consoles', async () => {
    await setPolicy('teams_only');
    const results = await send(adminToken, 'GET', `/api/admin/events/${setup.event.id}/results`);
    expect(results.statusCode).toBe(200);
    expect(results.body).toContain('Sameer Joshi');
    expect(results.body).toContain('Karthik Reddy');
    const teams = await send(adminToken, 'GET', `/api/admin/events/${setup.event.id}/teams`);
    expect(teams.body).toContain('Sameer Joshi');
    // The staff console's score entry and heats read their own lists, with names.
    const fixtures = await send(staffToken, 'GET', `/api/staff/events/${setup.event.id}/fixtures`);
    expect(fixtures.statusCode).toBe(200);
    expect(fixtures.body).toContain('Karthik Reddy');
    const standings = await send(
      staffToken,
      'GET',
      `/api/staff/events/${setup.event.id}/standings?eventSportCategoryId=${setup.chessOpen.id}`,
    );
    expect(standings.statusCode).toBe(200);
    expect(standings.body).toContain('Karthik Reddy');
    expect((await send(sameerToken, 'GET', `/api/staff/events/${setup.event.id}/fixtures`)).statusCode).toBe(403);
  });

  it('refuses a policy it does not know and a hide flag that is not true or false, saying what to send', async () => {
    const policy = await send(adminToken, 'PATCH', '/api/admin/tenant-settings', { publicNames: 'nicknames' });
    expect(policy.statusCode).toBe(400);
    expect(policy.body).toMatch(/full, first_initial or teams_only/);
    const hide = await send(sameerToken, 'PUT', '/api/customer/profile', {
      name: 'Sameer Joshi',
      email: 'sameer@initech.example',
      gender: 'male',
      companyId: initech.id,
      hideNameOnPublicPages: 'yes',
    });
    expect(hide.statusCode).toBe(400);
    const member = await send(sameerToken, 'PATCH', '/api/admin/tenant-settings', { publicNames: 'full' });
    expect(member.statusCode).toBe(403);
  });

  it("names opponents in a person's own calendar feed as public pages do, and keeps the person's own name", async () => {
    await setPolicy('teams_only');
    // Give every chess match a time (a feed lists timed matches only).
    await harness.database.db
      .update(fixtures)
      .set({ isScheduled: true, startsAt: new Date('2026-07-02T04:30:00Z'), endsAt: new Date('2026-07-02T05:30:00Z') })
      .where(eq(fixtures.eventSportCategoryId, setup.chessOpen.id));
    const made = await send(sameerToken, 'POST', '/api/customer/calendar-link');
    expect(made.statusCode, made.body).toBe(200);
    const feed = await send(null, 'GET', made.json().data.path);
    expect(feed.statusCode).toBe(200);
    const summary = feed.body
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .find((line) => line.startsWith('SUMMARY:'))!;
    expect(summary).toContain('Sameer Joshi');
    expect(summary).not.toMatch(/Karthik|Meera|Rohan/);
    await setPolicy('full');
  });

  it('keeps a drawn entry private after its person withdraws and enters again (the entry plays on under their name)', async () => {
    await setPolicy('teams_only');
    const mine = await send(karthikToken, 'GET', '/api/customer/registrations');
    const registration = (mine.json().data as { id: number; eventSportCategoryId: number }[]).find(
      (row) => row.eventSportCategoryId === setup.chessOpen.id,
    )!;
    expect((await send(karthikToken, 'DELETE', `/api/customer/registrations/${registration.id}`)).statusCode).toBe(200);
    const again = await send(karthikToken, 'POST', '/api/customer/registrations', {
      eventId: setup.event.id,
      entries: [{ eventSportCategoryId: setup.chessOpen.id, mode: 'individual' }],
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await chessNames()).toEqual(['Acme Corp', 'Initech (1)', 'Initech (2)', 'Private entrant']);
    const calendar = await send(null, 'GET', `/api/public/events/${setup.event.id}/calendar.ics`);
    expect(calendar.body).not.toContain('Karthik');
  });
});
