import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRoundTrips, type CountingDatabase } from '../../../test/counting-database';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { countAttendance, createCheckInEvent, registerFor, type CheckInEvent } from './check-in.test-fixtures';

const START = '2026-06-01T10:00:00.000Z'; // 15:30 in Kolkata, an event day

/**
 * The check-in is the hot path of an event morning: its database round trips are pinned here, so
 * a change that adds one fails (docs/benchmarks.md has the figures they buy).
 */
describe('POST /api/user/checkin/verify round trips', () => {
  let harness: TestApp;
  let counting: CountingDatabase;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let games: CheckInEvent;

  beforeAll(async () => {
    counting = countRoundTrips(await createTestDatabase());
    harness = await createTestApp({ database: counting.handle, overrides: { logger: { level: 'error' } } });
    tenant = await createTenant(harness.database.db);
    games = await createCheckInEvent(harness.database.db, tenant);
    harness.clock.set(START);
  });
  afterAll(() => harness.close());

  const db = () => harness.database.db;
  const code = (overrides: object = {}) => ({ eventId: games.event.id, sportId: games.football.id, venue: 'Stadium', ...overrides });
  const verify = (token: string, body: object) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/user/checkin/verify',
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
      payload: body,
    });
  /** Sends one check-in with the tenant already cached, and gives its answer and the statements it sent. */
  const measured = async (token: string, body: object) => {
    await harness.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host: tenant.hostname } });
    counting.reset();
    const response = await verify(token, body);
    return { response, statements: counting.statements() };
  };
  const newPerson = async () => {
    const user = await createUser(db(), tenant.id);
    return { user, token: await signInAs(harness.app, user) };
  };

  it('records a participant in 2 statements: the context read (with the session), one write', async () => {
    const { user, token } = await newPerson();
    await registerFor(db(), user.id, games.footballMen.id, games.team.id);
    const { response, statements } = await measured(token, code({ scanId: randomUUID() }));
    expect(response.json()).toMatchObject({ success: true, alreadyCheckedIn: false });
    expect(statements, statements.join('\n')).toHaveLength(2);
    expect(await countAttendance(db(), user.id)).toBe(1);
  });

  it('answers an already checked-in participant in 2 statements', async () => {
    const { user, token } = await newPerson();
    await registerFor(db(), user.id, games.footballMen.id, games.team.id);
    await verify(token, code());
    const { response, statements } = await measured(token, code({ scanId: randomUUID() }));
    expect(response.json()).toMatchObject({ success: true, alreadyCheckedIn: true });
    expect(statements, statements.join('\n')).toHaveLength(2);
  });

  it('replays a retried scan in 1 statement', async () => {
    const { user, token } = await newPerson();
    await registerFor(db(), user.id, games.footballMen.id, games.team.id);
    const scanId = randomUUID();
    const first = await verify(token, code({ scanId }));
    const { response, statements } = await measured(token, code({ scanId }));
    expect(response.json()).toEqual(first.json());
    expect(statements, statements.join('\n')).toHaveLength(1);
  });

  it("records a visitor's two categories in 2 statements, and offers them in 2", async () => {
    const { user, token } = await newPerson();
    const offer = await measured(token, code({ scanId: randomUUID() }));
    expect(offer.response.json()).toMatchObject({ success: true, userType: 'Visitor', data: [] });
    expect(offer.statements, offer.statements.join('\n')).toHaveLength(2);
    const chosen = [games.footballMen.id, games.footballWomen.id];
    const { response, statements } = await measured(token, code({ scanId: randomUUID(), isVisitor: true, eventSportCategoryIds: chosen }));
    expect(response.json()).toMatchObject({ success: true, message: 'Visitor attendance marked for 2 categories' });
    expect(statements, statements.join('\n')).toHaveLength(2);
    expect(await countAttendance(db(), user.id)).toBe(2);
  });

  it('refuses a wrong venue in 2 statements', async () => {
    const { user, token } = await newPerson();
    await registerFor(db(), user.id, games.footballMen.id, games.team.id);
    const { response, statements } = await measured(token, code({ venue: 'Club', scanId: randomUUID() }));
    expect(response.json()).toMatchObject({ success: false, error: 'WRONG_VENUE' });
    expect(statements, statements.join('\n')).toHaveLength(2);
  });

  it('lets people checking in at the same moment share write statements on PostgreSQL, each still getting their own answer', async () => {
    const people = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const person = await newPerson();
        await registerFor(db(), person.user.id, games.footballMen.id, games.team.id);
        return person;
      }),
    );
    await harness.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host: tenant.hostname } });
    counting.reset();
    const answers = await Promise.all(people.map((person) => verify(person.token, code({ scanId: randomUUID() }))));
    const writes = counting.statements().filter((statement) => statement.startsWith('with items as'));
    expect(writes.length).toBeGreaterThan(0);
    // PGlite runs each statement to its end before the next request gets a turn, so there a write
    // never waits for another and none are shared; on PostgreSQL the writes overlap and share.
    if (harness.database.kind === 'postgres') expect(writes.length, `${writes.length} write statements for 20 people`).toBeLessThan(20);
    for (const [index, person] of people.entries()) {
      expect(answers[index]!.json()).toMatchObject({ success: true, alreadyCheckedIn: false, user: { phone: person.user.phone } });
      expect(await countAttendance(db(), person.user.id)).toBe(1);
    }
  });
});
