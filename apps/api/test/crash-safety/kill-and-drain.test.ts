import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attendance } from '../../src/db/schema/index';
import { checkIn, createServerStore, seedCheckInCrowd, startServer, type ServerStore } from './server-process';

/**
 * The real server as a child process (node --import tsx apps/api/src/main.ts), on the embedded
 * database, or on PostgreSQL when the suite runs with TEST_DATABASE_URL: check-ins under load, then
 * SIGKILL mid-stream, or SIGTERM.
 */
const CONCURRENCY = 16;

async function attendanceCounts(store: ServerStore, userIds: number[]): Promise<Map<number, number>> {
  const handle = await store.open();
  try {
    const rows = await handle.db
      .select({ userId: attendance.userId, records: sql<number>`count(*)::int` })
      .from(attendance)
      .where(inArray(attendance.userId, userIds))
      .groupBy(attendance.userId);
    return new Map(rows.map((row) => [row.userId, Number(row.records)]));
  } finally {
    await handle.close();
  }
}

async function seed(store: ServerStore, people: number) {
  const handle = await store.open();
  try {
    return await seedCheckInCrowd(handle.db, people);
  } finally {
    await handle.close();
  }
}

describe(`crash safety (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  it('every check-in answered with success before a SIGKILL is stored exactly once; retries after the restart add nothing', async () => {
    const store = await createServerStore();
    const { games, crowd } = await seed(store, 150);
    const server = await startServer(store);

    const outcomes = new Map<number, string>();
    const queue = [...crowd];
    let successes = 0;
    let killedAfter = 0;
    const worker = async () => {
      for (let person = queue.shift(); person; person = queue.shift()) {
        const { outcome, body } = await checkIn(server.url, games, person);
        outcomes.set(person.userId, outcome === 'refused' ? `refused ${body}` : outcome);
        if (outcome === 'ok' && ++successes === 50) {
          killedAfter = successes;
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(await server.exited).toBeNull(); // killed by the signal, no exit code

    const acknowledged = crowd.filter((person) => outcomes.get(person.userId) === 'ok');
    const lost = crowd.filter((person) => outcomes.get(person.userId) === 'failed');
    expect(killedAfter).toBe(50);
    expect([...outcomes.values()].filter((outcome) => outcome.startsWith('refused'))).toEqual([]);
    expect(lost.length, 'the kill interrupted the stream').toBeGreaterThan(0);

    const afterKill = await attendanceCounts(
      store,
      crowd.map((person) => person.userId),
    );
    for (const person of acknowledged) expect(afterKill.get(person.userId), `user ${person.userId} acknowledged`).toBe(1);
    expect([...afterKill.values()].every((records) => records === 1)).toBe(true);

    // Phones retry what got no answer (same scan id); a repeat of an acknowledged scan replays its answer.
    const restarted = await startServer(store);
    const retries = await Promise.all(crowd.map((person) => checkIn(restarted.url, games, person)));
    expect(retries.filter((retry) => retry.outcome !== 'ok')).toEqual([]);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    const afterRetry = await attendanceCounts(
      store,
      crowd.map((person) => person.userId),
    );
    expect(afterRetry.size).toBe(crowd.length);
    expect([...afterRetry.values()].every((records) => records === 1)).toBe(true);
  }, 120_000);

  it('SIGTERM lets the check-ins in flight finish and answer, then exits 0; what was answered is exactly what is stored', async () => {
    const store = await createServerStore();
    const { games, crowd } = await seed(store, 150);
    const server = await startServer(store);

    let terminatedAt = 0;
    const finished = await Promise.all(
      crowd.map(async (person) => {
        const result = await checkIn(server.url, games, person);
        if (terminatedAt === 0) {
          terminatedAt = performance.now();
          server.child.kill('SIGTERM');
        }
        return { person, ...result, at: performance.now() };
      }),
    );
    expect(await server.exited).toBe(0);

    const answered = finished.filter((result) => result.outcome === 'ok');
    const answeredAfterSigterm = answered.filter((result) => result.at > terminatedAt);
    // A request that arrives after SIGTERM on a kept-alive connection is turned away with 503 (the
    // phone retries it); nothing else is refused.
    expect(finished.filter((result) => result.outcome === 'refused' && result.status !== 503)).toEqual([]);
    expect(answeredAfterSigterm.length, 'requests in flight at SIGTERM were answered').toBeGreaterThan(0);

    const stored = await attendanceCounts(
      store,
      crowd.map((person) => person.userId),
    );
    expect([...stored.keys()].sort((a, b) => a - b)).toEqual(answered.map((result) => result.person.userId).sort((a, b) => a - b));
    expect([...stored.values()].every((records) => records === 1)).toBe(true);
  }, 120_000);
});
