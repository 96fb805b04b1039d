import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, createTeam } from '../../../test/event-factories';
import { registrations } from '../../db/schema/index';

type Side = { team: { id: number; name: string } | null };
type Fixture = { stage: string; round: number; home: Side; away: Side };

describe('company-aware draws (separateCompanies)', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let adminToken: string;

  beforeAll(async () => {
    harness = await createTestApp();
    tenant = await createTenant(harness.database.db);
    adminToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'admin' }));
  });
  afterAll(() => harness.close());

  const draw = (url: string, body: object) =>
    harness.app.inject({ method: 'POST', url, headers: { host: tenant.hostname, authorization: `Bearer ${adminToken}` }, payload: body });

  it('groups: colleagues to different groups as far as possible, the unavoidable pair named with its reason', async () => {
    const db = harness.database.db;
    const { event, footballOpen } = await createEvent(db, tenant);
    const acme = await createCompany(db, tenant.id, `Acme ${event.slug}`);
    const globex = await createCompany(db, tenant.id, `Globex ${event.slug}`);
    // Registration order puts Acme at seeds 1, 4 and 5: the snake would put all three in Group A.
    const companies = [acme, globex, null, acme, acme, globex, null, null];
    for (const [index, company] of companies.entries()) await createTeam(db, footballOpen.id, `Team ${index + 1}`, company?.id ?? null);
    const url = `/api/admin/events/${event.id}/categories/${footballOpen.id}/draw`;
    const options = { format: 'groups_knockout', groups: 2, advancePerGroup: 2, seeding: 'registration', dryRun: true };

    const plain = (await draw(url, options)).json().data;
    const acmeIn = (groups: Array<{ teams: { name: string }[] }>) =>
      groups.map((group) => group.teams.filter((team) => ['Team 1', 'Team 4', 'Team 5'].includes(team.name)).length);
    expect(acmeIn(plain.groups)).toEqual([3, 0]);
    expect(plain.companyMeetings).toEqual([]);

    const separated = await draw(url, { ...options, separateCompanies: true });
    expect(separated.statusCode).toBe(200);
    const data = separated.json().data;
    expect(acmeIn(data.groups).sort()).toEqual([1, 2]);
    expect(data.groups.map((group: { teams: unknown[] }) => group.teams.length)).toEqual([4, 4]);
    expect(data.companyMeetings).toEqual([
      {
        company: { id: acme.id, name: acme.name },
        stage: 'group',
        where: expect.stringMatching(/^Group [AB]$/),
        teams: expect.any(Array),
        reason: `3 ${acme.name} teams in 2 groups`,
      },
    ]);
    // Written, it is the preview (the separation is deterministic).
    const written = (await draw(url, { ...options, separateCompanies: true, dryRun: false })).json().data;
    expect(written.groups).toEqual(data.groups);
    expect(written.companyMeetings).toEqual(data.companyMeetings);
  });

  it('an individual sport knockout: a person’s company keeps colleagues apart in the first round, with random seeding', async () => {
    const db = harness.database.db;
    const { event, chessOpen } = await createEvent(db, tenant);
    const acme = await createCompany(db, tenant.id, `Acme ${event.slug}`);
    const initech = await createCompany(db, tenant.id, `Initech ${event.slug}`);
    const people = [acme, acme, acme, acme, initech, initech, initech, initech];
    for (const [index, company] of people.entries()) {
      const player = await createUser(db, tenant.id, { name: `Player ${index + 1}`, companyId: company.id });
      await db.insert(registrations).values({ userId: player.id, eventSportCategoryId: chessOpen.id });
    }
    const url = `/api/admin/events/${event.id}/categories/${chessOpen.id}/draw`;
    const companyOfName = (name: string) => (Number(name.split(' ')[1]) <= 4 ? 'acme' : 'initech');
    for (const seed of [1, 2, 3, 4, 5]) {
      const data = (
        await draw(url, { format: 'single_elimination', seeding: 'random', seed, separateCompanies: true, dryRun: true })
      ).json().data;
      const firstRound = (data.fixtures as Fixture[]).filter((fixture) => fixture.round === 1);
      expect(firstRound).toHaveLength(4);
      for (const fixture of firstRound) expect(companyOfName(fixture.home.team!.name)).not.toBe(companyOfName(fixture.away.team!.name));
      expect(data.companyMeetings).toEqual([]);
    }
    // A ninth entry: seven byes go to the top seeds, and the two left to play are both from Initech.
    const [extra] = await db
      .insert(registrations)
      .values({
        userId: (await createUser(db, tenant.id, { name: 'Player 9', companyId: initech.id })).id,
        eventSportCategoryId: chessOpen.id,
      })
      .returning();
    expect(extra).toBeDefined();
    const nine = (await draw(url, { format: 'single_elimination', seeding: 'registration', separateCompanies: true, dryRun: true })).json()
      .data;
    // Nine entries in a bracket of 16: seven byes, one first-round match between the last two seeds.
    expect((nine.fixtures as Fixture[]).filter((fixture) => fixture.round === 1)).toHaveLength(1);
    expect(nine.companyMeetings).toEqual([
      expect.objectContaining({
        stage: 'knockout',
        reason: `2 ${initech.name} players among the 2 playing the first round`,
        where: 'Round of 16',
      }),
    ]);
  });
});
