/**
 * The live microsite stream (issue 16): a write that changes an event's public data reaches an
 * open `GET /api/public/events/{id}/stream` as one `changed` message, on this replica and (on
 * PostgreSQL) on another one through NOTIFY; refusals come before the stream starts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, createFixture, createTeam } from '../../../test/event-factories';
import { events, registrations } from '../../db/schema/index';
import { openSseStream } from '../../../test/sse-stream';

/** The stream of an event, with `waitFor(count, name)`: `count` frames named `name` have arrived. */
function openStream(url: string, host: string) {
  const stream = openSseStream(url, { host });
  return {
    ...stream,
    waitFor: (count: number, name: string) =>
      stream.waitFor(
        (frame, index) => frame.event === name && stream.frames.filter((seen, at) => seen.event === name && at <= index).length >= count,
      ),
  };
}

describe('live microsite stream', () => {
  let replicaA: TestApp;
  let replicaB: TestApp;
  let baseUrlA: string;
  let baseUrlB: string;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let made: Awaited<ReturnType<typeof createEvent>>;
  let staffToken: string;
  let fixtureId: number;

  beforeAll(async () => {
    replicaA = await createTestApp({ env: { LIVE_STREAMS_MAX: '2' } });
    replicaB = await createTestApp({ database: replicaA.database, env: { LIVE_STREAMS_MAX: '2' } });
    for (const replica of [replicaA, replicaB]) await replica.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrlA = `http://127.0.0.1:${(replicaA.app.server.address() as AddressInfo).port}`;
    baseUrlB = `http://127.0.0.1:${(replicaB.app.server.address() as AddressInfo).port}`;
    const db = replicaA.database.db;
    tenant = await createTenant(db);
    made = await createEvent(db, tenant);
    const home = await createTeam(db, made.footballOpen.id, 'Home FC', null);
    const away = await createTeam(db, made.footballOpen.id, 'Away FC', null);
    const fixture = await createFixture(db, {
      eventSportCategoryId: made.footballOpen.id,
      venueId: made.venue.id,
      homeTeamId: home.id,
      awayTeamId: away.id,
      startsAt: '2026-07-02T10:00:00Z',
    });
    fixtureId = fixture.id;
    staffToken = await signInAs(replicaA.app, await createUser(db, tenant.id, { role: 'admin' }));
  });
  afterAll(async () => {
    await replicaB.app.close();
    await replicaA.close();
  });

  const scorePut = (home: number) =>
    replicaA.app.inject({
      method: 'PUT',
      url: `/api/staff/fixtures/${fixtureId}/score`,
      headers: { host: tenant.hostname, authorization: `Bearer ${staffToken}` },
      payload: { status: 'live', home, away: 0 },
    });

  it('announces a score entered on this replica as one changed message, and caps open streams', async () => {
    const stream = openStream(`${baseUrlA}/api/public/events/${made.event.id}/stream`, tenant.hostname);
    try {
      await stream.waitFor(1, 'ready');
      expect(stream.status()).toBe(200);
      expect(stream.contentType()).toContain('text/event-stream');
      expect((await scorePut(1)).statusCode).toBe(200);
      await stream.waitFor(1, 'changed');
      // A read does not announce anything.
      await replicaA.app.inject({ method: 'GET', url: `/api/public/events/${made.event.id}/fixtures`, headers: { host: tenant.hostname } });
      expect((await scorePut(2)).statusCode).toBe(200);
      await stream.waitFor(2, 'changed');

      // LIVE_STREAMS_MAX=2: a second stream is taken, a third is refused before it starts.
      const second = openStream(`${baseUrlA}/api/public/events/${made.event.id}/stream`, tenant.hostname);
      await second.waitFor(1, 'ready');
      const third = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get(`${baseUrlA}/api/public/events/${made.event.id}/stream`, { headers: { host: tenant.hostname } }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
      expect(third.status).toBe(503);
      expect(JSON.parse(third.body).error).toBe('TOO_MANY_STREAMS');
      second.close();
    } finally {
      stream.close();
    }
  });

  it("reaches a stream on another replica (PostgreSQL's NOTIFY)", async (context) => {
    if (replicaA.database.kind !== 'postgres') context.skip();
    const stream = openStream(`${baseUrlB}/api/public/events/${made.event.id}/stream`, tenant.hostname);
    try {
      await stream.waitFor(1, 'ready');
      expect((await scorePut(3)).statusCode).toBe(200);
      await stream.waitFor(1, 'changed');
    } finally {
      stream.close();
    }
  });

  it("carries a profile edit's per-event change to another replica: only the member's event hears it (issue 28)", async (context) => {
    if (replicaA.database.kind !== 'postgres') context.skip();
    const db = replicaA.database.db;
    const elsewhere = await createEvent(db, tenant);
    const member = await createUser(db, tenant.id, { name: 'Ravi Das' });
    const team = await createTeam(db, made.footballOpen.id, 'Ravi FC', null);
    await db.insert(registrations).values({ userId: member.id, eventSportCategoryId: made.footballOpen.id, teamId: team.id });
    const [mine, theirs] = [made.event.id, elsewhere.event.id].map((eventId) =>
      openStream(`${baseUrlB}/api/public/events/${eventId}/stream`, tenant.hostname),
    );
    try {
      for (const stream of [mine!, theirs!]) await stream.waitFor(1, 'ready');
      const saved = await replicaA.app.inject({
        method: 'PUT',
        url: '/api/customer/profile',
        headers: { host: tenant.hostname, authorization: `Bearer ${await signInAs(replicaA.app, member)}` },
        payload: { name: 'Ravi K. Das', email: 'ravi.das@example.com', gender: 'male', companyName: 'Ravi Corp' },
      });
      expect(saved.statusCode).toBe(200);
      await mine!.waitFor(1, 'changed');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(theirs!.frames.filter((frame) => frame.event === 'changed')).toHaveLength(0);
    } finally {
      mine!.close();
      theirs!.close();
    }
  });

  it("refuses another tenant's event and an unpublished one", async () => {
    const other = await createTenant(replicaA.database.db);
    const foreign = await replicaA.app.inject({
      method: 'GET',
      url: `/api/public/events/${made.event.id}/stream`,
      headers: { host: other.hostname },
    });
    expect(foreign.statusCode).toBe(404);
    const hidden = await createEvent(replicaA.database.db, tenant);
    await replicaA.database.db.update(events).set({ isPublished: false }).where(eq(events.id, hidden.event.id));
    const unpublished = await replicaA.app.inject({
      method: 'GET',
      url: `/api/public/events/${hidden.event.id}/stream`,
      headers: { host: tenant.hostname },
    });
    expect(unpublished.statusCode).toBe(404);
    const bad = await replicaA.app.inject({ method: 'GET', url: '/api/public/events/abc/stream', headers: { host: tenant.hostname } });
    expect(bad.statusCode).toBe(400);
  });
});
