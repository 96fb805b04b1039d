import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parseAttendancePayload } from '@podium/contracts/check-in/attendance-payload';
import { KIOSK_SESSION_HOURS } from '@podium/contracts/check-in/kiosk';
import { staffEventAssignments, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { createCheckInEvent, registerFor, type CheckInEvent } from '../check-in/check-in.test-fixtures';

describe('locked kiosk', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let other: Awaited<ReturnType<typeof createTenant>>;
  let games: CheckInEvent;
  let staff: Awaited<ReturnType<typeof createUser>>;
  let staffToken: string;
  let memberToken: string;

  beforeAll(async () => {
    harness = await createTestApp();
    harness.clock.set('2026-06-01T10:00:00Z');
    tenant = await createTenant(harness.database.db);
    other = await createTenant(harness.database.db);
    games = await createCheckInEvent(harness.database.db, tenant);
    staff = await createUser(harness.database.db, tenant.id, { role: 'staff' });
    staffToken = await signInAs(harness.app, staff);
    memberToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id));
  });
  afterAll(() => harness.close());

  const start = (token: string | undefined, body: object, host = tenant.hostname) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/staff/kiosk-sessions',
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body,
    });
  const kiosk = (method: 'GET' | 'POST', path: string, kioskToken: string, host = tenant.hostname) =>
    harness.app.inject({ method, url: `/api/kiosk/${path}`, headers: { host, authorization: `Bearer ${kioskToken}` } });
  const football = () => ({ eventId: games.event.id, sportId: games.football.id, venue: 'stadium', direction: 'in' });

  it('gives staff a kiosk token that reads the rotating code of that one place, and checks a person in', async () => {
    const started = await start(staffToken, football());
    expect(started.statusCode).toBe(200);
    const session = started.json().data;
    expect(session).toMatchObject({ eventName: games.event.name, sportName: games.football.name, venue: 'Stadium', direction: 'in' });
    expect(new Date(session.expiresAt).getTime() - harness.clock.now().getTime()).toBe(KIOSK_SESSION_HOURS * 3_600_000);

    const code = await kiosk('GET', 'code', session.kioskToken);
    expect(code.statusCode).toBe(200);
    expect(code.headers['cache-control']).toBe('no-store');
    const parsed = parseAttendancePayload(code.json().data.payload);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.payload).toMatchObject({ eventId: games.event.id, sportId: games.football.id, venue: 'Stadium' });

    const participant = await createUser(harness.database.db, tenant.id);
    await registerFor(harness.database.db, participant.id, games.footballMen.id);
    const verify = await harness.app.inject({
      method: 'POST',
      url: '/api/user/checkin/verify',
      headers: { host: tenant.hostname, authorization: `Bearer ${await signInAs(harness.app, participant)}` },
      payload: {
        eventId: parsed.payload.eventId,
        sportId: parsed.payload.sportId,
        venue: parsed.payload.venue,
        codeStep: parsed.payload.step,
        codeSignature: parsed.payload.signature,
      },
    });
    expect(verify.statusCode).toBe(200);
  });

  it('the kiosk token is no session: staff, member and admin routes refuse it', async () => {
    const { kioskToken } = (await start(staffToken, football())).json().data;
    for (const url of ['/api/customer/profile', '/api/staff/events', `/api/events/${games.event.id}/checkin-codes`]) {
      const response = await harness.app.inject({
        method: 'GET',
        url,
        headers: { host: tenant.hostname, authorization: `Bearer ${kioskToken}` },
      });
      expect(response.statusCode, url).toBe(401);
    }
  });

  const endWithPin = (kioskToken: string, pin: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/kiosk/end',
      headers: { host: tenant.hostname, authorization: `Bearer ${kioskToken}` },
      payload: { pin },
    });
  const endAsStaff = (token: string, kioskToken: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/staff/kiosk-sessions/end',
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
      payload: { kioskToken },
    });

  it('ends with its PIN, or by a staff sign-in when it has none; then the token stops at once', async () => {
    const withPin = (await start(staffToken, { ...football(), pin: '4321' })).json().data;
    expect(withPin.hasPin).toBe(true);
    expect((await endWithPin(withPin.kioskToken, '1234')).json()).toMatchObject({ error: 'FORBIDDEN', message: 'That PIN is not right.' });
    expect((await endWithPin(withPin.kioskToken, '4321')).statusCode).toBe(200);
    expect((await kiosk('GET', 'code', withPin.kioskToken)).json()).toMatchObject({ error: 'UNAUTHENTICATED' });

    const noPin = (await start(staffToken, football())).json().data;
    expect(noPin.hasPin).toBe(false);
    expect((await endWithPin(noPin.kioskToken, '0000')).statusCode).toBe(403);
    expect((await endAsStaff(memberToken, noPin.kioskToken)).statusCode).toBe(403);
    expect((await endAsStaff(staffToken, noPin.kioskToken)).statusCode).toBe(200);
    expect((await kiosk('GET', 'code', noPin.kioskToken)).statusCode).toBe(401);
    expect((await endAsStaff(staffToken, noPin.kioskToken)).statusCode).toBe(404);
  });

  it('takes at most 5 PIN tries, even 40 at once', async () => {
    const { kioskToken } = (await start(staffToken, { ...football(), pin: '24680' })).json().data;
    const guesses = await Promise.all(Array.from({ length: 40 }, (_, index) => endWithPin(kioskToken, String(10000 + index))));
    const compared = guesses.filter((guess) => guess.json().message === 'That PIN is not right.');
    expect(compared).toHaveLength(5);
    expect((await endWithPin(kioskToken, '24680')).json().message).toBe(
      'Too many wrong PINs: a staff member must sign in to end this kiosk.',
    );
    expect((await kiosk('GET', 'code', kioskToken)).statusCode).toBe(200);
    expect((await endAsStaff(staffToken, kioskToken)).statusCode).toBe(200);
  });

  it('expires, and stops when its starter is no longer staff', async () => {
    const expiring = (await start(staffToken, football())).json().data.kioskToken;
    harness.clock.advanceSeconds(KIOSK_SESSION_HOURS * 3600);
    expect((await kiosk('GET', 'code', expiring)).statusCode).toBe(401);
    harness.clock.set('2026-06-01T10:00:00Z');

    const helper = await createUser(harness.database.db, tenant.id, { role: 'staff' });
    const demoted = (await start(await signInAs(harness.app, helper), football())).json().data.kioskToken;
    expect((await kiosk('GET', 'code', demoted)).statusCode).toBe(200);
    await harness.database.db.update(users).set({ role: 'member' }).where(eq(users.id, helper.id));
    expect((await kiosk('GET', 'code', demoted)).statusCode).toBe(401);
  });

  it("stops at its next read when its starter loses the kiosk's event (issue 28)", async () => {
    const admin = await createUser(harness.database.db, tenant.id, { role: 'admin' });
    const adminToken = await signInAs(harness.app, admin);
    const helper = await createUser(harness.database.db, tenant.id, { role: 'staff' });
    const { kioskToken } = (await start(await signInAs(harness.app, helper), football())).json().data;
    expect((await kiosk('GET', 'code', kioskToken)).statusCode).toBe(200);

    // The admin's own tool: from now on the helper works another event only.
    const elsewhere = await createCheckInEvent(harness.database.db, tenant);
    const assigned = await harness.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${helper.id}/events`,
      headers: { host: tenant.hostname, authorization: `Bearer ${adminToken}` },
      payload: { eventIds: [elsewhere.event.id] },
    });
    expect(assigned.statusCode).toBe(200);
    const refused = await kiosk('GET', 'code', kioskToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/no longer works this event/);

    // Given the event back (with the other), the same kiosk shows its code again.
    await harness.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${helper.id}/events`,
      headers: { host: tenant.hostname, authorization: `Bearer ${adminToken}` },
      payload: { eventIds: [elsewhere.event.id, games.event.id] },
    });
    expect((await kiosk('GET', 'code', kioskToken)).statusCode).toBe(200);
  });

  it('ends when an admin signs its starter out everywhere (issue 28)', async () => {
    const adminToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'admin' }));
    const helper = await createUser(harness.database.db, tenant.id, { role: 'staff' });
    const { kioskToken } = (await start(await signInAs(harness.app, helper), football())).json().data;
    const untouched = (await start(staffToken, football())).json().data.kioskToken;
    expect((await kiosk('GET', 'code', kioskToken)).statusCode).toBe(200);
    const signedOut = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/users/${helper.id}/sign-out-everywhere`,
      headers: { host: tenant.hostname, authorization: `Bearer ${adminToken}` },
    });
    expect(signedOut.statusCode).toBe(200);
    expect((await kiosk('GET', 'code', kioskToken)).statusCode).toBe(401);
    expect((await kiosk('GET', 'code', untouched)).statusCode).toBe(200);
  });

  it('refuses members, no session, unknown places, other tenants and staff of other events', async () => {
    expect((await start(undefined, football())).statusCode).toBe(401);
    expect((await start(memberToken, football())).statusCode).toBe(403);
    expect((await start(staffToken, { ...football(), venue: 'Moon' })).json()).toMatchObject({ error: 'WRONG_VENUE' });
    expect((await start(staffToken, { ...football(), direction: 'sideways' })).statusCode).toBe(400);
    expect((await start(staffToken, { ...football(), pin: '12' })).json().message).toContain('The PIN must be 4 to 8 digits.');
    const elsewhere = await createCheckInEvent(harness.database.db, other);
    expect((await start(staffToken, { ...football(), eventId: elsewhere.event.id })).statusCode).toBe(404);

    const { kioskToken } = (await start(staffToken, football())).json().data;
    expect((await kiosk('GET', 'code', kioskToken, other.hostname)).statusCode).toBe(401);
    expect((await kiosk('GET', 'code', 'x'.repeat(5000))).statusCode).toBe(401);

    const assigned = await createUser(harness.database.db, tenant.id, { role: 'staff' });
    const second = await createCheckInEvent(harness.database.db, tenant);
    await harness.database.db.insert(staffEventAssignments).values({ userId: assigned.id, eventId: second.event.id });
    const assignedToken = await signInAs(harness.app, assigned);
    expect((await start(assignedToken, football())).statusCode).toBe(403);
    expect((await endAsStaff(assignedToken, kioskToken)).statusCode).toBe(403);
    expect((await kiosk('GET', 'code', kioskToken)).statusCode).toBe(200);
  });
});
