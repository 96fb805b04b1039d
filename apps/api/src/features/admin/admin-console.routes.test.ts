import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { companies, sessions, teams, users } from '../../db/schema/index';

describe('admin console: every change is made and written to the audit log', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let token: string;

  beforeAll(async () => {
    harness = await createTestApp();
    tenant = await createTenant(harness.database.db);
    admin = await createUser(harness.database.db, tenant.id, { role: 'admin', name: 'Ada Admin' });
    token = await signInAs(harness.app, admin);
  });
  afterAll(() => harness.close());

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    harness.app.inject({
      method,
      url,
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const lastAudit = async () => (await send('GET', '/api/admin/audit-log?limit=1')).json().data[0];

  it('creates, edits, publishes and unpublishes an event, with venues and sport categories', async () => {
    const created = await send('POST', '/api/admin/events', {
      name: 'Autumn Games',
      slug: 'autumn-games',
      city: 'Chennai',
      startsOn: '2026-10-01',
      endsOn: '2026-10-03',
      description: 'Three days of sport.',
      checkInOpensAt: '07:30',
      checkInClosesAt: '19:00',
    });
    expect(created.statusCode).toBe(200);
    const event = created.json().data;
    expect(event).toMatchObject({
      name: 'Autumn Games',
      city: 'Chennai',
      isPublished: false,
      checkInOpensAt: '07:30',
      venues: [],
      categories: [],
    });
    expect(JSON.stringify(event)).not.toContain('codeSecret');
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: 'event.created',
      entity: 'event',
      entityId: String(event.id),
      before: null,
      actor: { id: admin.id, name: 'Ada Admin' },
    });
    expect(audit.after).toMatchObject({ name: 'Autumn Games', slug: 'autumn-games' });
    expect(audit.after.codeSecret).toBeUndefined();

    const duplicate = await send('POST', '/api/admin/events', {
      name: 'Again',
      slug: 'autumn-games',
      city: 'Chennai',
      startsOn: '2026-10-01',
      endsOn: '2026-10-01',
    });
    expect(duplicate.statusCode).toBe(409);
    const backwards = await send('POST', '/api/admin/events', {
      name: 'Backwards',
      slug: 'backwards',
      city: 'Chennai',
      startsOn: '2026-10-03',
      endsOn: '2026-10-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('last day');

    const renamed = await send('PATCH', `/api/admin/events/${event.id}`, { name: 'Autumn Games 2026' });
    expect(renamed.json().data.name).toBe('Autumn Games 2026');
    expect(await lastAudit()).toMatchObject({
      action: 'event.updated',
      before: { name: 'Autumn Games' },
      after: { name: 'Autumn Games 2026' },
    });

    // An edit that names no field changes nothing and writes no audit row (it was a 500: the fuzzer found it).
    const empty = await send('PATCH', `/api/admin/events/${event.id}`, {});
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toMatchObject({ name: 'Autumn Games 2026' });
    expect(await lastAudit()).toMatchObject({ action: 'event.updated', after: { name: 'Autumn Games 2026' } });

    const withVenue = await send('POST', `/api/admin/events/${event.id}/venues`, { name: 'Nehru Stadium', address: 'Periyamet' });
    const venue = withVenue.json().data.venues[0];
    expect(venue).toMatchObject({ name: 'Nehru Stadium' });
    expect(await lastAudit()).toMatchObject({ action: 'venue.created', entity: 'venue', after: { name: 'Nehru Stadium' } });

    const withCategory = await send('POST', `/api/admin/events/${event.id}/categories`, {
      sportName: 'Kabaddi',
      isTeamSport: true,
      categoryName: "Men's Open",
      venueId: venue.id,
      capacity: 12,
    });
    expect(withCategory.statusCode).toBe(200);
    const category = withCategory.json().data.categories[0];
    expect(category).toMatchObject({
      sportName: 'Kabaddi',
      categoryName: "Men's Open",
      venueName: 'Nehru Stadium',
      capacity: 12,
      registrations: 0,
    });
    expect(await lastAudit()).toMatchObject({ action: 'category.created', entity: 'event_sport_category' });

    const moved = await send('PATCH', `/api/admin/events/${event.id}/categories/${category.id}`, { capacity: 16 });
    expect(moved.json().data.categories[0].capacity).toBe(16);
    expect(await lastAudit()).toMatchObject({ action: 'category.updated', before: { capacity: 12 }, after: { capacity: 16 } });
    // The same for a category edit naming no field (a 500 the fuzzer found: an UPDATE with no columns).
    const unchanged = await send('PATCH', `/api/admin/events/${event.id}/categories/${category.id}`, {});
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json().data.categories[0].capacity).toBe(16);
    expect(await lastAudit()).toMatchObject({ action: 'category.updated', after: { capacity: 16 } });

    const venueInUse = await send('DELETE', `/api/admin/events/${event.id}/venues/${venue.id}`);
    expect(venueInUse.statusCode).toBe(409);
    expect(venueInUse.json().message).toContain('still in use');

    const windowed = await send('PATCH', `/api/admin/events/${event.id}`, { checkInOpensAt: '00:00', description: 'Kept.' });
    expect(windowed.json().data).toMatchObject({ checkInOpensAt: '00:00', checkInClosesAt: '19:00', description: 'Kept.' });
    const published = (await send('POST', `/api/admin/events/${event.id}/publish`)).json().data;
    // Publishing changes nothing else (an edit must not reset fields it did not send).
    expect(published).toMatchObject({
      isPublished: true,
      name: 'Autumn Games 2026',
      checkInOpensAt: '00:00',
      description: 'Kept.',
      timeZone: 'Asia/Kolkata',
    });
    expect(await lastAudit()).toMatchObject({
      action: 'event.published',
      before: { isPublished: false, checkInOpensAt: '00:00' },
      after: { isPublished: true, checkInOpensAt: '00:00' },
    });
    const publicEvents = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/events',
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
    });
    expect(publicEvents.json().data.map((row: { slug: string }) => row.slug)).toContain('autumn-games');
    expect((await send('POST', `/api/admin/events/${event.id}/unpublish`)).json().data.isPublished).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: 'event.unpublished' });

    expect((await send('DELETE', `/api/admin/events/${event.id}/categories/${category.id}`)).json().data.categories).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action: 'category.deleted', after: null });
    expect((await send('DELETE', `/api/admin/events/${event.id}/venues/${venue.id}`)).json().data.venues).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action: 'venue.deleted' });
  });

  it('schedules a fixture, enters its score, sets placings, and the public medal tally follows', async () => {
    const db = harness.database.db;
    const event = (
      await send('POST', '/api/admin/events', {
        name: 'Medal Games',
        slug: 'medal-games',
        city: 'Bengaluru',
        startsOn: '2026-06-01',
        endsOn: '2026-06-02',
        isPublished: true,
      })
    ).json().data;
    const venue = (await send('POST', `/api/admin/events/${event.id}/venues`, { name: 'Arena' })).json().data.venues[0];
    const category = (
      await send('POST', `/api/admin/events/${event.id}/categories`, { sportName: 'Football', categoryName: 'Open', venueId: venue.id })
    ).json().data.categories[0];
    const acme = await createCompany(db, tenant.id, 'Acme Medals');
    const globex = await createCompany(db, tenant.id, 'Globex Medals');
    const [home] = await db
      .insert(teams)
      .values({ eventSportCategoryId: category.id, name: 'Acme FC', companyId: acme.id, joinCode: 'MEDAL1' })
      .returning();
    const [away] = await db
      .insert(teams)
      .values({ eventSportCategoryId: category.id, name: 'Globex FC', companyId: globex.id, joinCode: 'MEDAL2' })
      .returning();

    const scheduled = await send('POST', `/api/admin/events/${event.id}/fixtures`, {
      eventSportCategoryId: category.id,
      round: 'Final',
      startsAt: '2026-06-02T16:00:00+05:30',
      homeTeamId: home!.id,
      awayTeamId: away!.id,
    });
    expect(scheduled.statusCode).toBe(200);
    const fixture = scheduled.json().data.fixtures[0];
    expect(fixture).toMatchObject({ round: 'Final', status: 'scheduled', homeTeam: { name: 'Acme FC' }, venueName: 'Arena' });
    expect(await lastAudit()).toMatchObject({ action: 'fixture.created' });

    const wrongWinner = await send('PATCH', `/api/admin/events/${event.id}/fixtures/${fixture.id}`, { winnerTeamId: 999999 });
    expect(wrongWinner.statusCode).toBe(400);
    const scored = await send('PATCH', `/api/admin/events/${event.id}/fixtures/${fixture.id}`, {
      homeScore: '3',
      awayScore: '1',
      status: 'finished',
      winnerTeamId: home!.id,
    });
    expect(scored.json().data.fixtures[0]).toMatchObject({ homeScore: '3', awayScore: '1', status: 'finished', winnerTeamId: home!.id });
    expect(await lastAudit()).toMatchObject({ action: 'fixture.updated', before: { homeScore: null }, after: { homeScore: '3' } });

    const placed = await send('PUT', `/api/admin/events/${event.id}/categories/${category.id}/placings`, {
      placings: [
        { teamId: home!.id, place: 1 },
        { teamId: away!.id, place: 2 },
      ],
    });
    expect(placed.json().data.categories[0].placings).toEqual([
      { teamId: home!.id, teamName: 'Acme FC', place: 1 },
      { teamId: away!.id, teamName: 'Globex FC', place: 2 },
    ]);
    expect(await lastAudit()).toMatchObject({
      action: 'placings.set',
      before: [],
      after: [
        { teamId: home!.id, place: 1 },
        { teamId: away!.id, place: 2 },
      ],
    });
    const tally = await harness.app.inject({
      method: 'GET',
      url: `/api/public/events/${event.id}/medal-tally`,
      headers: { host: tenant.hostname },
    });
    expect(JSON.stringify(tally.json())).toContain('Acme Medals');

    const foreignTeam = await send('PUT', `/api/admin/events/${event.id}/categories/${category.id}/placings`, {
      placings: [{ teamId: 999999, place: 1 }],
    });
    expect(foreignTeam.statusCode).toBe(404);
  });

  it("changes a user's role and signs them out everywhere", async () => {
    const db = harness.database.db;
    const person = await createUser(db, tenant.id, { name: 'Sam Staffer' });
    const personToken = await signInAs(harness.app, person);
    const found = await send('GET', '/api/admin/users?search=sam staff');
    expect(found.json().data).toEqual([expect.objectContaining({ id: person.id, role: 'member', liveSessions: 1 })]);

    const promoted = await send('PATCH', `/api/admin/users/${person.id}/role`, { role: 'staff' });
    expect(promoted.json().data.role).toBe('staff');
    expect(await lastAudit()).toMatchObject({
      action: 'user.role-changed',
      entityId: String(person.id),
      before: { role: 'member' },
      after: { role: 'staff' },
    });
    const staffCall = await harness.app.inject({
      method: 'GET',
      url: '/api/staff/events',
      headers: { host: tenant.hostname, authorization: `Bearer ${personToken}` },
    });
    expect(staffCall.statusCode).toBe(200);

    const selfDemotion = await send('PATCH', `/api/admin/users/${admin.id}/role`, { role: 'member' });
    expect(selfDemotion.statusCode).toBe(409);

    const signedOut = await send('POST', `/api/admin/users/${person.id}/sign-out-everywhere`);
    expect(signedOut.json().data.liveSessions).toBe(0);
    expect(await lastAudit()).toMatchObject({
      action: 'user.signed-out-everywhere',
      before: { liveSessions: 1 },
      after: { liveSessions: 0 },
    });
    const [live] = await db.select().from(sessions).where(eq(sessions.userId, person.id));
    expect(live!.revokedAt).not.toBeNull();
    const afterSignOut = await harness.app.inject({
      method: 'GET',
      url: '/api/staff/events',
      headers: { host: tenant.hostname, authorization: `Bearer ${personToken}` },
    });
    expect(afterSignOut.statusCode).toBe(401);
  });

  it('merges a typed pending company into an existing one, moving its people and teams', async () => {
    const db = harness.database.db;
    const real = await createCompany(db, tenant.id, 'Infosys Limited');
    const [typed] = await db.insert(companies).values({ tenantId: tenant.id, name: 'infosys ltd', status: 'pending' }).returning();
    const person = await createUser(db, tenant.id, { companyId: typed!.id });
    const pending = await send('GET', '/api/admin/companies?status=pending');
    expect(pending.json().data).toContainEqual({ id: typed!.id, name: 'infosys ltd', status: 'pending', people: 1, teams: 0 });

    const merged = await send('POST', `/api/admin/companies/${typed!.id}/merge`, { intoCompanyId: real.id });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ message: 'infosys ltd merged into Infosys Limited', data: { id: real.id, people: 1 } });
    const [moved] = await db.select().from(users).where(eq(users.id, person.id));
    expect(moved!.companyId).toBe(real.id);
    expect(await db.select().from(companies).where(eq(companies.id, typed!.id))).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: 'company.merged',
      entityId: String(typed!.id),
      after: { mergedInto: { id: real.id }, movedPeople: 1 },
    });

    expect((await send('POST', `/api/admin/companies/${real.id}/merge`, { intoCompanyId: real.id })).statusCode).toBe(400);
    const [other] = await db.insert(companies).values({ tenantId: tenant.id, name: 'Wipro (typed)', status: 'pending' }).returning();
    expect((await send('POST', `/api/admin/companies/${other!.id}/approve`)).json().data.status).toBe('approved');
    expect(await lastAudit()).toMatchObject({ action: 'company.approved', before: { status: 'pending' }, after: { status: 'approved' } });
  });

  it('changes tenant settings (flags, sign-in policy, SSO domains, MFA) and the public config follows', async () => {
    // Requiring MFA closes the consoles to admins without it (console-mfa.test.ts); this admin has it on.
    await harness.database.db.update(users).set({ mfaEnabled: true }).where(eq(users.id, admin.id));
    const current = (await send('GET', '/api/admin/tenant-settings')).json().data;
    const flags = { ...current.featureFlags, modules: { ...current.featureFlags.modules, blogs: false } };
    const saved = await send('PATCH', '/api/admin/tenant-settings', {
      featureFlags: flags,
      signInPolicy: 'preRegisteredOnly',
      allowedSsoDomains: ['Example.COM'],
      mfaSetupRequired: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      signInPolicy: 'preRegisteredOnly',
      allowedSsoDomains: ['example.com'],
      mfaSetupRequired: true,
    });
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: 'tenant.settings-changed',
      before: { signInPolicy: 'open', allowedSsoDomains: [] },
      after: { signInPolicy: 'preRegisteredOnly' },
    });
    expect(Object.keys(audit.after).sort()).toEqual(['allowedSsoDomains', 'featureFlags', 'mfaSetupRequired', 'signInPolicy']);
    const config = await harness.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host: tenant.hostname } });
    expect(config.json()).toMatchObject({ featureFlags: { modules: { blogs: false } } });

    const badDomain = await send('PATCH', '/api/admin/tenant-settings', { allowedSsoDomains: ['not a domain'] });
    expect(badDomain.statusCode).toBe(400);
  });

  it('pages the audit log newest first and filters it by entity', async () => {
    const all = (await send('GET', '/api/admin/audit-log?limit=200')).json().data as { id: number; entity: string }[];
    expect(all.length).toBeGreaterThan(15);
    expect(all.map((entry) => entry.id)).toEqual([...all.map((entry) => entry.id)].sort((a, b) => b - a));
    const page = (await send('GET', `/api/admin/audit-log?limit=2&beforeId=${all[1]!.id}`)).json().data;
    expect(page.map((entry: { id: number }) => entry.id)).toEqual([all[2]!.id, all[3]!.id]);
    const venuesOnly = (await send('GET', '/api/admin/audit-log?entity=venue')).json().data as { entity: string }[];
    expect(venuesOnly.length).toBeGreaterThan(0);
    expect(new Set(venuesOnly.map((entry) => entry.entity))).toEqual(new Set(['venue']));
  });

  it('names each audited thing as people know it, not by its id (issue 17)', async () => {
    type Entry = { entity: string; entityId: string | null; entityName: string | null; action: string };
    const all = (await send('GET', '/api/admin/audit-log?limit=200')).json().data as Entry[];
    const named = (entity: string) => all.filter((entry) => entry.entity === entity);
    const event = named('event')[0]!;
    const stored = (await send('GET', `/api/admin/events/${event.entityId}`)).json().data as { name: string };
    expect(event.entityName).toBe(stored.name);
    // A venue still at the event is named; one removed since has no name left to show.
    expect(named('venue').some((entry) => typeof entry.entityName === 'string' && entry.entityName.length > 0)).toBe(true);
    const namesOf = (entity: string) => named(entity).flatMap((entry) => (entry.entityName ? [entry.entityName] : []));
    expect(namesOf('event_sport_category').length).toBeGreaterThan(0);
    for (const name of namesOf('event_sport_category')) expect(name).toMatch(/^.+ · .+$/);
    expect(namesOf('fixture').length).toBeGreaterThan(0);
    for (const name of namesOf('fixture')) expect(name).toMatch(/^.+ v .+ \(.+\)$/);
  });
});
