/**
 * Two API replicas on one database: a check-in recorded through replica A reaches a dashboard
 * streaming from replica B, carried by the attendance trigger's NOTIFY and B's LISTEN.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceSummary } from '@podium/contracts/staff/attendance-summary';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../../test/factories';
import { createCheckInEvent, registerFor, type CheckInEvent } from '../../check-in/check-in.test-fixtures';
import { openSseStream, type SseFrame } from '../../../../test/sse-stream';

const START = '2026-06-01T10:00:00.000Z';

/** The attendance stream's summaries, with `waitFor` one that satisfies `test`. */
function openStream(url: string, host: string, token: string) {
  const stream = openSseStream(url, { host, authorization: `Bearer ${token}` });
  // Parsed once per frame: a test may tell one summary from another by identity.
  const parsed = new WeakMap<SseFrame, AttendanceSummary>();
  const summaryOf = (frame: SseFrame) => {
    if (!parsed.has(frame)) parsed.set(frame, JSON.parse(frame.data) as AttendanceSummary);
    return parsed.get(frame)!;
  };
  return {
    status: stream.status,
    contentType: stream.contentType,
    close: stream.close,
    async waitFor(test: (summary: AttendanceSummary) => boolean, timeoutMs = 5_000): Promise<AttendanceSummary> {
      return summaryOf(await stream.waitFor((frame) => frame.event === 'attendance' && test(summaryOf(frame)), timeoutMs));
    },
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
