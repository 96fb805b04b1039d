import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, setPersonDetails } from '../../../test/event-factories';
import { eventSportCategories, registrations, waitlistEntries } from '../../db/schema/index';
import { runWaitlistJobs } from './waitlist.service';

/**
 * Issue 33 §5, never over capacity: withdrawals, the job on several "replicas" at once, accepts
 * (twice each), declines, new joins and people registering anew race in rounds of 200 parallel
 * requests on real PostgreSQL connections (a pool of 20), and after each round the places taken and
 * held never exceed the capacity, nobody holds two places, and no place was offered twice. PGlite
 * serializes everything on one connection, so this runs where TEST_DATABASE_URL is set:
 *   node scripts/with-throwaway-postgres.mjs npx vitest run apps/api/src/features/registrations/waitlist.postgres.test.ts
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const CAPACITY = 20;

describe.skipIf(!onPostgres)('waiting lists under 200 parallel requests on PostgreSQL', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;

  beforeAll(async () => {
    harness = await createTestApp();
    tenant = await createTenant(harness.database.db);
  });
  afterAll(() => harness.close());

  const db = () => harness.database.db;
  const person = async () => {
    const user = await createUser(db(), tenant.id);
    await setPersonDetails(db(), user.id, { gender: 'male', dateOfBirth: '1990-01-01' });
    const token = await signInAs(harness.app, user);
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      harness.app.inject({
        method,
        url,
        headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    return { user, call };
  };
  type Person = Awaited<ReturnType<typeof person>>;

  /** Places taken and held in the category, and who holds more than one, straight from the tables. */
  async function countPlaces(escId: number) {
    const active = await db()
      .select({ userId: registrations.userId })
      .from(registrations)
      .where(and(eq(registrations.eventSportCategoryId, escId), ne(registrations.status, 'withdrawn')));
    const offers = await db()
      .select({ userId: waitlistEntries.userId })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.eventSportCategoryId, escId), eq(waitlistEntries.status, 'offered')));
    const onList = await db()
      .select({ userId: waitlistEntries.userId, count: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.eventSportCategoryId, escId), inArray(waitlistEntries.status, ['waiting', 'offered'])))
      .groupBy(waitlistEntries.userId);
    const holders = [...active, ...offers].map((row) => row.userId);
    return {
      registered: active.length,
      offered: offers.length,
      heldTwice: holders.length - new Set(holders).size,
      listedTwice: onList.filter((row) => row.count > 1).length,
    };
  }

  it('never registers or holds more places than the capacity', { timeout: 240_000 }, async () => {
    const { event, chessOpen } = await createEvent(db(), tenant, { soloCapacity: CAPACITY });
    const entry = { eventId: event.id, entries: [{ eventSportCategoryId: chessOpen.id, mode: 'individual' }] };
    const entrants: Person[] = [];
    const registrationIds: number[] = [];
    for (let index = 0; index < CAPACITY; index++) {
      const entrant = await person();
      const answer = await entrant.call('POST', '/api/customer/registrations', entry);
      expect(answer.statusCode).toBe(201);
      entrants.push(entrant);
      registrationIds.push(answer.json().data.registrations[0].id);
    }
    const waiting = await Promise.all(Array.from({ length: 60 }, () => person()));
    const offerIds = new Map<Person, number>();
    for (const who of waiting) {
      const joined = await who.call('POST', `/api/customer/events/${event.id}/categories/${chessOpen.id}/waitlist`);
      expect(joined.statusCode).toBe(201);
      offerIds.set(who, joined.json().data.id);
    }
    const outsiders = await Promise.all(Array.from({ length: 60 }, () => person()));
    const accept = (who: Person) => who.call('POST', `/api/customer/waitlist-offers/${offerIds.get(who)}/accept`);

    // Round 1: 20 withdrawals (each offers its place at once), 60 accepts and 60 more (a double
    // tap: most are not offered yet), 40 people registering anew, 20 job runs.
    const round1 = await Promise.all([
      ...entrants.map((entrant, index) => entrant.call('DELETE', `/api/customer/registrations/${registrationIds[index]}`)),
      ...waiting.map(accept),
      ...waiting.map(accept),
      ...outsiders.slice(0, 40).map((outsider) => outsider.call('POST', '/api/customer/registrations', entry)),
      ...Array.from({ length: 20 }, () => runWaitlistJobs(harness.app.deps).then(() => ({ statusCode: 200 }))),
    ]);
    expect(round1).toHaveLength(200);
    expect(round1.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    const afterRound1 = await countPlaces(chessOpen.id);
    expect(afterRound1.registered + afterRound1.offered).toBeLessThanOrEqual(CAPACITY);
    expect(afterRound1.heldTwice).toBe(0);
    expect(afterRound1.listedTwice).toBe(0);

    // Round 2: the capacity is raised by 5; 100 accepts (each person waiting, some twice), 10
    // declines, 20 new joins, 50 people registering anew, 20 job runs.
    await db()
      .update(eventSportCategories)
      .set({ capacity: CAPACITY + 5 })
      .where(eq(eventSportCategories.id, chessOpen.id));
    const round2 = await Promise.all([
      ...waiting.map(accept),
      ...waiting.slice(0, 40).map(accept),
      ...waiting.slice(50, 60).map((who) => who.call('POST', `/api/customer/waitlist-offers/${offerIds.get(who)}/decline`)),
      ...outsiders
        .slice(40, 60)
        .map((outsider) => outsider.call('POST', `/api/customer/events/${event.id}/categories/${chessOpen.id}/waitlist`)),
      ...outsiders.slice(0, 50).map((outsider) => outsider.call('POST', '/api/customer/registrations', entry)),
      ...Array.from({ length: 20 }, () => runWaitlistJobs(harness.app.deps).then(() => ({ statusCode: 200 }))),
    ]);
    expect(round2).toHaveLength(200);
    expect(round2.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    const afterRound2 = await countPlaces(chessOpen.id);
    expect(afterRound2.registered + afterRound2.offered).toBeLessThanOrEqual(CAPACITY + 5);
    expect(afterRound2.heldTwice).toBe(0);
    expect(afterRound2.listedTwice).toBe(0);

    // Settled: the job hands out what is left, everyone offered accepts, and the category is exactly full.
    await runWaitlistJobs(harness.app.deps);
    await Promise.all(waiting.map(accept));
    await runWaitlistJobs(harness.app.deps);
    await Promise.all(waiting.map(accept));
    const settled = await countPlaces(chessOpen.id);
    expect(settled).toEqual({ registered: CAPACITY + 5, offered: 0, heldTwice: 0, listedTwice: 0 });
    // Nobody jumped the queue: with people waiting all along, no one registering anew got a place.
    const outsiderIds = outsiders.map((outsider) => outsider.user.id);
    const jumped = await db()
      .select()
      .from(registrations)
      .where(
        and(
          eq(registrations.eventSportCategoryId, chessOpen.id),
          inArray(registrations.userId, outsiderIds),
          ne(registrations.status, 'withdrawn'),
        ),
      );
    expect(jumped).toEqual([]);
  });
});
