import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createTenant, createUser, signInAs, uniquePhone } from '../../../../test/factories';
import { auditLog, registrations, teams, users } from '../../../db/schema/index';
import { createCheckInEvent, type CheckInEvent } from '../../check-in/check-in.test-fixtures';

describe('admin registrations: list, approve, move, withdraw, CSV import', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let token: string;
  let games: CheckInEvent;

  beforeAll(async () => {
    harness = await createTestApp();
    const db = harness.database.db;
    tenant = await createTenant(db);
    admin = await createUser(db, tenant.id, { role: 'admin', name: 'Ada Admin' });
    token = await signInAs(harness.app, admin);
    games = await createCheckInEvent(db, tenant);
  });
  afterAll(() => harness.close());

  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    harness.app.inject({
      method,
      url,
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const base = () => `/api/admin/events/${games.event.id}/registrations`;
  const lastAudit = async () => (await send('GET', '/api/admin/audit-log?limit=1')).json().data[0];
  const count = async (table: typeof registrations | typeof users | typeof teams | typeof auditLog) =>
    (await harness.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

  it('lists with filters, approves a pending registration, moves it to another team and withdraws it, each with an audit row', async () => {
    const db = harness.database.db;
    const person = await createUser(db, tenant.id, { name: 'Priya Pending' });
    const other = await createUser(db, tenant.id, { name: 'Omar Other' });
    const [otherTeam] = await db
      .insert(teams)
      .values({ eventSportCategoryId: games.footballMen.id, name: 'Beta FC', joinCode: `B${Date.now()}` })
      .returning();
    const [womenTeam] = await db
      .insert(teams)
      .values({ eventSportCategoryId: games.footballWomen.id, name: 'Gamma FC', joinCode: `G${Date.now()}` })
      .returning();
    const [pending] = await db
      .insert(registrations)
      .values({ userId: person.id, eventSportCategoryId: games.footballMen.id, teamId: games.team.id, status: 'pending' })
      .returning();
    await db.insert(registrations).values({ userId: other.id, eventSportCategoryId: games.chessMen.id });

    const all = await send('GET', base());
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toHaveLength(2);
    const pendingOnly = (await send('GET', `${base()}?status=pending`)).json().data;
    expect(pendingOnly).toEqual([
      expect.objectContaining({
        id: pending!.id,
        status: 'pending',
        team: { id: games.team.id, name: games.team.name },
        user: expect.objectContaining({ name: 'Priya Pending' }),
      }),
    ]);
    expect((await send('GET', `${base()}?search=omar`)).json().data.map((row: { user: { id: number } }) => row.user.id)).toEqual([
      other.id,
    ]);
    expect((await send('GET', `${base()}?eventSportCategoryId=${games.chessMen.id}`)).json().data).toHaveLength(1);
    expect((await send('GET', `${base()}?teamId=${games.team.id}`)).json().data).toHaveLength(1);
    const teamList = (await send('GET', `/api/admin/events/${games.event.id}/teams`)).json().data;
    expect(teamList.map((team: { name: string }) => team.name)).toContain('Beta FC');

    const approved = await send('POST', `${base()}/${pending!.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('confirmed');
    expect(await lastAudit()).toMatchObject({
      action: 'registration.approved',
      entity: 'registration',
      entityId: String(pending!.id),
      before: { status: 'pending' },
      after: { status: 'confirmed' },
      actor: { id: admin.id },
    });
    expect((await send('POST', `${base()}/${pending!.id}/approve`)).statusCode).toBe(409);

    const wrongCategory = await send('POST', `${base()}/${pending!.id}/move`, { teamId: womenTeam!.id });
    expect(wrongCategory.statusCode).toBe(404);
    expect(wrongCategory.json().message).toContain('same category');
    const moved = await send('POST', `${base()}/${pending!.id}/move`, { teamId: otherTeam!.id });
    expect(moved.json().data.team).toEqual({ id: otherTeam!.id, name: 'Beta FC' });
    expect(await lastAudit()).toMatchObject({
      action: 'registration.moved',
      before: { teamId: games.team.id },
      after: { teamId: otherTeam!.id, teamName: 'Beta FC' },
    });

    const withdrawn = await send('POST', `${base()}/${pending!.id}/withdraw`);
    expect(withdrawn.json().data.status).toBe('withdrawn');
    expect(await lastAudit()).toMatchObject({
      action: 'registration.withdrawn',
      before: { status: 'confirmed' },
      after: { status: 'withdrawn' },
    });
    const [row] = await db.select().from(registrations).where(eq(registrations.id, pending!.id));
    // Beta FC was left with nobody: it gives its place back (issue 28, capacity squatting), so the row names no team.
    expect(row).toMatchObject({ status: 'withdrawn', teamId: null });
    expect(await db.select().from(teams).where(eq(teams.id, otherTeam!.id))).toEqual([]);

    expect((await send('POST', `/api/admin/events/${games.event.id}/registrations/999999/approve`)).statusCode).toBe(404);
  });

  const football = () => games.football.name;
  const menOpen = () => games.footballMen.id;
  const categoryName = async () =>
    (await send('GET', `/api/admin/events/${games.event.id}`)).json().data.categories.find((c: { id: number }) => c.id === menOpen())
      .categoryName as string;

  it('previews a good file without writing, then imports it: users pre-registered, teams made, registrations confirmed', async () => {
    const category = await categoryName();
    const [first, second] = [uniquePhone(), uniquePhone()];
    const csv = [
      'phone,name,email,company,sport,category,team',
      `${first},Ravi Kumar,ravi-${first}@example.com,Initech,${football()},"${category}",Delta FC`,
      `+91 ${second},"Sita, R",,Initech,${football().toUpperCase()},"${category}",delta fc`,
      `${second},"Sita, R",,,${games.chess.name},"${category}",`,
    ].join('\n');
    const before = {
      users: await count(users),
      registrations: await count(registrations),
      teams: await count(teams),
      audit: await count(auditLog),
    };

    const preview = await send('POST', `${base()}/import`, { csv, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      dryRun: true,
      valid: true,
      written: false,
      errors: [],
      counts: { rows: 3, newUsers: 2, newTeams: 1, registrations: 3 },
    });
    expect(await count(users)).toBe(before.users);
    expect(await count(registrations)).toBe(before.registrations);
    expect(await count(teams)).toBe(before.teams);

    const imported = await send('POST', `${base()}/import`, { csv, dryRun: false });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data).toMatchObject({ written: true, counts: { registrations: 3 } });
    expect(await count(users)).toBe(before.users + 2);
    expect(await count(registrations)).toBe(before.registrations + 3);
    expect(await count(teams)).toBe(before.teams + 1);
    const [ravi] = await harness.database.db.select().from(users).where(eq(users.phone, first));
    expect(ravi).toMatchObject({ name: 'Ravi Kumar', isPreRegistered: true });
    const listed = (await send('GET', `${base()}?search=${second}`)).json().data;
    expect(listed).toHaveLength(2);
    expect(listed.find((r: { sportName: string }) => r.sportName === football()).team.name).toBe('Delta FC');
    expect(await lastAudit()).toMatchObject({ action: 'registrations.imported', entity: 'event', after: { rows: 3 } });

    const again = await send('POST', `${base()}/import`, { csv, dryRun: false });
    expect(again.json().data.counts).toMatchObject({ newUsers: 0, registrations: 0 });
    expect(await count(registrations)).toBe(before.registrations + 3);
  });

  it('refuses a file with one bad row: 400 with row errors, nothing written; a dry run shows the same errors', async () => {
    const category = await categoryName();
    const csv = [
      'phone,name,email,company,sport,category,team',
      `${uniquePhone()},Good Person,,,${football()},"${category}",Echo FC`,
      `12345,Bad Phone,not-an-email,,${football()},"${category}",`,
      `${uniquePhone()},No Such Sport,,,Curling,Open,`,
    ].join('\n');
    const before = {
      users: await count(users),
      registrations: await count(registrations),
      teams: await count(teams),
      audit: await count(auditLog),
    };

    const refused = await send('POST', `${base()}/import`, { csv, dryRun: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
    expect(refused.json().message).toContain('nothing was imported');
    expect(refused.json().rowErrors).toEqual([
      { row: 3, column: 'phone', message: '"12345" is not a 10-digit mobile number.' },
      { row: 3, column: 'email', message: '"not-an-email" is not an email address.' },
      { row: 4, column: 'category', message: expect.stringContaining('This event has no Curling Open') },
    ]);
    expect({
      users: await count(users),
      registrations: await count(registrations),
      teams: await count(teams),
      audit: await count(auditLog),
    }).toEqual(before);

    const preview = await send('POST', `${base()}/import`, { csv, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ valid: false, written: false, counts: { rows: 1 } });
    expect(preview.json().data.errors).toHaveLength(3);

    const noHeader = await send('POST', `${base()}/import`, { csv: 'a,b\n1,2', dryRun: true });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toContain('missing: phone, name, sport, category');
    const tooLarge = await send('POST', `${base()}/import`, { csv: 'x'.repeat(1_000_001), dryRun: true });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toContain('too large');
  });

  it('refuses a row whose name, company or team holds a line break or control character (issue 28, section 4)', async () => {
    const category = await categoryName();
    const csv = [
      'phone,name,email,company,sport,category,team',
      `${uniquePhone()},"Asha\nTotal paid: INR 45000.00",,,${football()},"${category}",`,
      `${uniquePhone()},Bina Rao,,"Init\u2028ech",${football()},"${category}","Echo\tFC"`,
    ].join('\n');
    const refused = await send('POST', `${base()}/import`, { csv, dryRun: false });
    expect(refused.statusCode).toBe(400);
    const oneLine = 'Use letters, numbers and punctuation on one line: line breaks and control characters are not allowed.';
    expect(refused.json().rowErrors).toEqual([
      { row: 3, column: 'name', message: oneLine },
      { row: 4, column: 'company', message: oneLine },
      { row: 4, column: 'team', message: oneLine },
    ]);
  });
});
