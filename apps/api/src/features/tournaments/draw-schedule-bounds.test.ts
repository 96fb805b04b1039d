import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, createTeam } from '../../../test/event-factories';

/**
 * Watches the schedule search from outside: when it starts and when it ends. The answers are read
 * over HTTP; this only lets a test send its health check once the search is under way, and tell
 * by order (never by time) whether the health answer came back before the search ended.
 */
const search = vi.hoisted(() => ({ started: 0, finished: 0 }));
vi.mock('./engine/scheduler', async (importOriginal) => {
  const engine = await importOriginal<Record<string, unknown>>();
  const watched = (name: string) => {
    const original = engine[name] as ((...args: unknown[]) => unknown) | undefined;
    if (!original) return undefined;
    return (...args: unknown[]) => {
      search.started += 1;
      const result = original(...args);
      if (result instanceof Promise) return result.finally(() => (search.finished += 1));
      search.finished += 1;
      return result;
    };
  };
  return { ...engine, scheduleFixtures: watched('scheduleFixtures'), scheduleFixturesYielding: watched('scheduleFixturesYielding') };
});

describe('draws and schedules are bounded, and a big one leaves the server answering (issue 28)', () => {
  let harness: TestApp;
  const tenants: Array<Awaited<ReturnType<typeof createTenant>> & { token: string }> = [];

  beforeAll(async () => {
    harness = await createTestApp({ env: { TOURNAMENT_COMPUTATIONS_MAX: '2', TOURNAMENT_COMPUTATIONS_PER_TENANT_MAX: '1' } });
    for (let index = 0; index < 3; index++) {
      const tenant = await createTenant(harness.database.db);
      const admin = await createUser(harness.database.db, tenant.id, { role: 'admin' });
      tenants.push({ ...tenant, token: await signInAs(harness.app, admin) });
    }
  });
  afterAll(() => harness.close());

  const send = (who: { hostname: string; token: string }, url: string, payload: object) =>
    harness.app.inject({ method: 'POST', url, headers: { host: who.hostname, authorization: `Bearer ${who.token}` }, payload });

  /** A category of `count` teams at a new event of the tenant at `index`. */
  async function categoryWithTeams(index: number, count: number) {
    const db = harness.database.db;
    const tenant = tenants[index]!;
    const setup = await createEvent(db, tenant);
    const company = await createCompany(db, tenant.id);
    for (let team = 1; team <= count; team++) await createTeam(db, setup.footballOpen.id, `Team ${team}`, company.id);
    return { ...setup, drawUrl: `/api/admin/events/${setup.event.id}/categories/${setup.footballOpen.id}/draw` };
  }

  /**
   * The largest schedule a request can ask for: a double round robin of 32 (992 matches, the most a
   * draw makes) at one venue over 31 days. Only 372 fit, and the search for the rest runs to its budget.
   */
  async function maximalSchedule(index: number) {
    const who = tenants[index]!;
    const { event, venue, footballOpen, drawUrl } = await categoryWithTeams(index, 32);
    const drawn = await send(who, drawUrl, { format: 'double_round_robin', seeding: 'registration' });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.json().data.fixtures).toHaveLength(992);
    const days = Array.from({ length: 31 }, (_, day) => ({
      date: `2026-07-${String(day + 1).padStart(2, '0')}`,
      from: '09:00',
      to: '21:00',
    }));
    return () =>
      send(who, `/api/admin/events/${event.id}/schedule`, {
        eventSportCategoryIds: [footballOpen.id],
        days,
        slotMinutes: 60,
        venueIds: [venue.id],
        minRestMinutes: 0,
        dryRun: true,
      });
  }

  async function untilSearchStarts(count: number) {
    while (search.started < count) await new Promise<void>((resolve) => setImmediate(resolve));
  }

  it('refuses a draw over its entry or match limit with a 400 that names the limit, before building it', async () => {
    const who = tenants[0]!;
    const league = await categoryWithTeams(0, 129);
    const tooMany = await send(who, league.drawUrl, { format: 'round_robin', seeding: 'registration', dryRun: true });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: 'This category has 129 entries; a round robin takes at most 128. Use a knockout, or split the category.',
    });
    // A knockout of the same 129 is a real event's size.
    expect((await send(who, league.drawUrl, { format: 'single_elimination', seeding: 'registration', dryRun: true })).statusCode).toBe(200);

    const double = await categoryWithTeams(0, 46);
    const tooLong = await send(who, double.drawUrl, { format: 'double_round_robin', seeding: 'registration', dryRun: true });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(
      'A double round robin of 46 entries makes 2,070 matches; a draw makes at most 1,000. Choose more groups, a single round robin or a knockout.',
    );
  });

  it('answers a health check while the largest schedule is still being searched', async () => {
    const schedule = await maximalSchedule(0);
    const before = search.finished;
    const running = schedule();
    await untilSearchStarts(before + 1);
    const health = await harness.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // Order, not time: the health answer is back and the search has not ended yet.
    expect(search.finished).toBe(before);
    const answer = await running;
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.placed).toHaveLength(372);
    expect(answer.json().data.unplaced.at(-1).reason).toMatch(/the search stopped at its limit/);
  });

  it("refuses a tenant's second computation (429) and one past the process's cap (503), with Retry-After, and frees the slot after", async () => {
    const [first, second] = [await maximalSchedule(1), await maximalSchedule(2)];
    const third = await categoryWithTeams(0, 4);
    const startedBefore = search.started;
    const running = [first(), second()];
    await untilSearchStarts(startedBefore + 2);

    const again = await first();
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('5');
    expect(again.json().message).toMatch(/A draw or schedule of this site is still being worked out/);

    const preview = { format: 'single_elimination', seeding: 'registration', dryRun: true };
    const busy = await send(tenants[0]!, third.drawUrl, preview);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json()).toMatchObject({ error: 'SERVER_BUSY', message: expect.stringMatching(/Try again in a few seconds/) });

    expect((await Promise.all(running)).map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await send(tenants[0]!, third.drawUrl, preview)).statusCode).toBe(200);
  });
});
