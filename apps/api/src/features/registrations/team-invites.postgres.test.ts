import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, setPersonDetails } from '../../../test/event-factories';
import { registrations } from '../../db/schema/index';

/**
 * Issue 33 §4, joins by invite never exceed a team's size: 120 people open the invite links of three
 * teams of one category at once (40 of them try two teams each), on real PostgreSQL connections.
 * PGlite serializes everything on one connection, so this runs where TEST_DATABASE_URL is set:
 *   node scripts/with-throwaway-postgres.mjs npx vitest run apps/api/src/features/registrations/team-invites.postgres.test.ts
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const TEAM_SIZE_MAX = 5;

describe.skipIf(!onPostgres)('team invites under parallel joins on PostgreSQL', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let company: Awaited<ReturnType<typeof createCompany>>;

  beforeAll(async () => {
    harness = await createTestApp();
    tenant = await createTenant(harness.database.db);
    company = await createCompany(harness.database.db, tenant.id, 'Parallel Invites Co');
  });
  afterAll(() => harness.close());

  const db = () => harness.database.db;
  const person = async () => {
    const user = await createUser(db(), tenant.id, { companyId: company.id });
    await setPersonDetails(db(), user.id, { gender: 'male', dateOfBirth: '1990-01-01' });
    const token = await signInAs(harness.app, user);
    return (method: 'GET' | 'POST', url: string, payload?: object) =>
      harness.app.inject({
        method,
        url,
        headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
  };

  it('fills each team to its size and puts nobody on two teams', async () => {
    const { event, footballOpen } = await createEvent(db(), tenant, { teamSizeMax: TEAM_SIZE_MAX, teamCapacity: 8 });
    const codes: string[] = [];
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      const captain = await person();
      const created = await captain('POST', '/api/customer/registrations', {
        eventId: event.id,
        entries: [{ eventSportCategoryId: footballOpen.id, mode: 'create-team', teamName: `${name} ${event.slug}` }],
      });
      expect(created.statusCode).toBe(201);
      const teamId = created.json().data.registrations[0].team.id;
      codes.push((await captain('GET', `/api/customer/teams/${teamId}/invite`)).json().data.inviteCode);
    }
    const people = await Promise.all(Array.from({ length: 120 }, () => person()));
    const attempts = people.flatMap((call, index) => {
      const first = `/api/customer/team-invites/${codes[index % 3]}/join`;
      const second = `/api/customer/team-invites/${codes[(index + 1) % 3]}/join`;
      return index < 40 ? [call('POST', first), call('POST', second)] : [call('POST', first)];
    });
    const answers = await Promise.all(attempts);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3 * (TEAM_SIZE_MAX - 1));

    const perTeam = await db()
      .select({ teamId: registrations.teamId, count: sql<number>`count(*)::int` })
      .from(registrations)
      .where(and(eq(registrations.eventSportCategoryId, footballOpen.id), ne(registrations.status, 'withdrawn')))
      .groupBy(registrations.teamId);
    expect(perTeam.map((row) => row.count)).toEqual([TEAM_SIZE_MAX, TEAM_SIZE_MAX, TEAM_SIZE_MAX]);
    const twice = await db().execute(
      sql`select user_id from registrations where event_sport_category_id = ${footballOpen.id} and status <> 'withdrawn' group by user_id having count(*) > 1`,
    );
    expect(twice.rows).toHaveLength(0);
  });
});
