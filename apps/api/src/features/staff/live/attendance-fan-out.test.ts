/**
 * Two API replicas on one database: a check-in recorded through replica A reaches a dashboard
 * streaming from replica B, carried by the attendance trigger's NOTIFY and B's LISTEN.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceSummary } from '@podium/contracts/staff/attendance-summary';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../../test/factories';
import { createCheckInEvent, registerFor, type CheckInEvent } from '../../check-in/check-in.test-fixtures';

const START = '2026-06-01T10:00:00.000Z';

/** Reads server-sent events from a real socket (inject would wait for a stream that never ends). */
function openStream(url: string, host: string, token: string) {
  const summaries: AttendanceSummary[] = [];
  let status = 0;
  let contentType = '';
  const waiters: (() => void)[] = [];
  const request = http.get(url, { headers: { host, authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (response) => {
    status = response.statusCode ?? 0;
    contentType = String(response.headers['content-type']);
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (frame.includes('event: attendance') && data) summaries.push(JSON.parse(data.slice(6)));
        waiters.splice(0).forEach((wake) => wake());
      }
    });
  });
  request.on('error', () => undefined);
  return {
    summaries,
    status: () => status,
    contentType: () => contentType,
    /** Resolves once a summary satisfies `test`, or rejects after `timeoutMs`. */
    async waitFor(test: (summary: AttendanceSummary) => boolean, timeoutMs = 5_000): Promise<AttendanceSummary> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = summaries.find(test);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching summary; got ${JSON.stringify(summaries.map((summary) => summary.total))}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => request.destroy(),
  };
}

describe('live attendance fans out across replicas through LISTEN/NOTIFY', () => {
  let replicaA: TestApp;
  let replicaB: TestApp;
  let baseUrlB: string;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let games: CheckInEvent;

  beforeAll(async () => {
    replicaA = await createTestApp();
    replicaA.clock.set(START);
    // Same database, its own app, clock, LISTEN connection and HTTP server.
    replicaB = await createTestApp({ database: replicaA.database });
    replicaB.clock.set(START);
    await replicaB.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrlB = `http://127.0.0.1:${(replicaB.app.server.address() as AddressInfo).port}`;
    tenant = await createTenant(replicaA.database.db);
    games = await createCheckInEvent(replicaA.database.db, tenant);
  });
  afterAll(async () => {
    await replicaB.app.close();
    await replicaA.close();
  });

  it("a participant's own scan through replica A moves the counts on replica B's stream, without polling", async () => {
    const db = replicaA.database.db;
    const staffToken = await signInAs(replicaB.app, await createUser(db, tenant.id, { role: 'staff' }));
    const stream = openStream(`${baseUrlB}/api/staff/events/${games.event.id}/attendance/stream`, tenant.hostname, staffToken);
    try {
      const first = await stream.waitFor(() => true);
      expect(stream.status()).toBe(200);
      expect(stream.contentType()).toContain('text/event-stream');
      expect(first.total).toEqual({ people: 0, records: 0, offline: 0, participants: 0, visitors: 0 });

      const player = await createUser(db, tenant.id);
      await registerFor(db, player.id, games.footballMen.id, games.team.id);
      const checkIn = await replicaA.app.inject({
        method: 'POST',
        url: '/api/user/checkin/verify',
        headers: { host: tenant.hostname, authorization: `Bearer ${await signInAs(replicaA.app, player)}` },
        payload: { eventId: games.event.id, sportId: games.football.id, venue: 'Stadium' },
      });
      expect(checkIn.statusCode).toBe(200);
      const moved = await stream.waitFor((summary) => summary.total.participants === 1);
      expect(moved.bySport.find((row) => row.sportId === games.football.id)).toMatchObject({ participants: 1, visitors: 0 });

      // A staff undo on replica A reaches replica B too (the trigger fires on update).
      const staffOnA = await signInAs(replicaA.app, await createUser(db, tenant.id, { role: 'staff' }));
      const people = await replicaA.app.inject({
        method: 'GET',
        url: `/api/staff/events/${games.event.id}/people?search=${player.phone}`,
        headers: { host: tenant.hostname, authorization: `Bearer ${staffOnA}` },
      });
      const recordId = people.json().data[0].attendance[0].id;
      await replicaA.app.inject({
        method: 'POST',
        url: `/api/staff/checkins/${recordId}/undo`,
        headers: { host: tenant.hostname, authorization: `Bearer ${staffOnA}` },
        payload: { reason: 'Scanned for a friend' },
      });
      await stream.waitFor((summary) => summary.total.participants === 0 && summary !== first);
    } finally {
      stream.close();
    }
  });

  it('refuses the stream without a session (401) and to a member (403) before it starts', async () => {
    const anonymous = await replicaB.app.inject({
      method: 'GET',
      url: `/api/staff/events/${games.event.id}/attendance/stream`,
      headers: { host: tenant.hostname },
    });
    expect(anonymous.statusCode).toBe(401);
    const member = await signInAs(replicaB.app, await createUser(replicaA.database.db, tenant.id));
    const refused = await replicaB.app.inject({
      method: 'GET',
      url: `/api/staff/events/${games.event.id}/attendance/stream`,
      headers: { host: tenant.hostname, authorization: `Bearer ${member}` },
    });
    expect(refused.statusCode).toBe(403);
  });
});
