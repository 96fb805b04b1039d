import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TEST_SECRETS } from '../../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../../test/factories';
import { signPersonalCode } from '../../auth/personal-code/personal-code';
import { createCheckInEvent, registerFor, type CheckInEvent } from '../../check-in/check-in.test-fixtures';

/**
 * A phone kept offline keeps the profile answer its service worker saved, QR code included (issue
 * 28): signing the person out everywhere must make that code worthless at the gate.
 */
describe('POST /api/admin/users/{userId}/sign-out-everywhere renews the personal QR code', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let games: CheckInEvent;
  let adminToken: string;
  let staffToken: string;

  beforeAll(async () => {
    harness = await createTestApp();
    harness.clock.set('2026-06-01T10:00:00.000Z'); // an event day
    tenant = await createTenant(harness.database.db);
    games = await createCheckInEvent(harness.database.db, tenant);
    adminToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'admin' }));
    staffToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'staff' }));
  });
  afterAll(() => harness.close());

  const send = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    harness.app.inject({
      method,
      url,
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const scan = (code: string) =>
    send(staffToken, 'POST', '/api/staff/checkins/scan', {
      code,
      eventId: games.event.id,
      sportId: games.football.id,
      venueId: games.stadium.id,
    });

  it('refuses the QR code the person had before, and their new one checks them in', async () => {
    const player = await createUser(harness.database.db, tenant.id, { name: 'Lost Phone' });
    await registerFor(harness.database.db, player.id, games.footballMen.id, games.team.id);
    const memberToken = await signInAs(harness.app, player);
    const cachedProfile = (await send(memberToken, 'GET', '/api/customer/profile')).json().data;
    const oldCode = signPersonalCode(TEST_SECRETS.sessionSecret, player);

    const signedOut = await send(adminToken, 'POST', `/api/admin/users/${player.id}/sign-out-everywhere`);
    expect(signedOut.statusCode).toBe(200);
    expect((await send(memberToken, 'GET', '/api/customer/profile')).statusCode).toBe(401);

    const refused = await scan(oldCode);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'INVALID_CODE', message: expect.stringContaining('revoked') });

    const fresh = (await send(await signInAs(harness.app, player), 'GET', '/api/customer/profile')).json().data;
    expect(fresh.qrCode).not.toBe(cachedProfile.qrCode);
    const renewed = await harness.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, player.id) });
    const accepted = await scan(signPersonalCode(TEST_SECRETS.sessionSecret, renewed!));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.userType).toBe('Participant');
  });
});
