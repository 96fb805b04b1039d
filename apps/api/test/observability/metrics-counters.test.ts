import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbox, requestCode, verifyOtp } from '../../src/features/auth/auth-test-kit';
import { createCheckInEvent, registerFor } from '../../src/features/check-in/check-in.test-fixtures';
import { createTenant, createUser, signInAs, uniquePhone } from '../factories';
import { createTestApp, type TestApp } from '../test-app';

/** The event-day counters move when the real sign-in and check-in paths run (not only exist). */
describe('metrics counted by the sign-in and check-in services', () => {
  let harness: TestApp;
  const outbox = createOutbox();
  const host = 'metrics-counters.test';

  beforeAll(async () => {
    harness = await createTestApp({ overrides: { smsSender: outbox.sender } });
    await createTenant(harness.database.db, { hostnames: [host] });
  });
  afterAll(() => harness.close());

  async function metric(line: string): Promise<number> {
    const text = (await harness.app.inject({ method: 'GET', url: '/api/metrics' })).body;
    const found = text.split('\n').find((candidate) => candidate.startsWith(`${line} `));
    return found ? Number(found.split(' ').at(-1)) : 0;
  }

  it('counts OTP sends and verifications by outcome', async () => {
    const phone = uniquePhone();
    const code = await requestCode(harness.app, host, outbox, phone);
    expect(await metric('podium_otp_sends_total{outcome="sent"}')).toBe(1);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await verifyOtp(harness.app, host, { phone, otp: wrong })).statusCode).toBe(400);
    expect(await metric('podium_otp_verifications_total{outcome="wrong"}')).toBe(1);
    expect((await verifyOtp(harness.app, host, { phone, otp: code, name: 'Meera', email: `${phone}@example.com` })).statusCode).toBe(200);
    expect(await metric('podium_otp_verifications_total{outcome="ok"}')).toBe(1);
  });

  it('counts check-ins by event and type once, not on a repeat scan', async () => {
    harness.clock.set('2026-06-01T10:00:00.000Z');
    const tenant = await createTenant(harness.database.db);
    const games = await createCheckInEvent(harness.database.db, tenant);
    const user = await createUser(harness.database.db, tenant.id);
    await registerFor(harness.database.db, user.id, games.footballMen.id, games.team.id);
    const token = await signInAs(harness.app, user);
    const scan = () =>
      harness.app.inject({
        method: 'POST',
        url: '/api/user/checkin/verify',
        headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
        payload: { eventId: games.event.id, sportId: games.football.id, venue: 'Stadium', scanId: randomUUID() },
      });
    expect((await scan()).statusCode).toBe(200);
    expect((await scan()).json().alreadyCheckedIn).toBe(true);
    expect(await metric(`podium_check_ins_total{event_id="${games.event.id}",type="participant"}`)).toBe(1);
    expect(await metric('podium_http_requests_total{route="/api/user/checkin/verify",method="POST",status="200"}')).toBe(2);
  });
});
