import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createOutbox, sendOtp, solveCaptcha } from '../auth-test-kit';

/** SMS pumping limits through POST /api/customer/generateOtp, with small limits so a test can reach them. */
describe('SMS pumping defence', () => {
  let harness: TestApp;
  const outbox = createOutbox();
  const host = 'pumping.test';
  let ipCounter = 0;

  beforeAll(async () => {
    harness = await createTestApp({
      env: { OTP_PREFIX_DIGITS: '7', OTP_PREFIX_HOURLY_LIMIT: '3', OTP_COUNTRY_HOURLY_LIMIT: '6', OTP_DAILY_CAP: '9' },
      overrides: { smsSender: outbox.sender },
    });
    await createTenant(harness.database.db, { hostnames: [host] });
    harness.clock.set('2026-06-01T00:00:00.000Z');
  });
  afterAll(() => harness.close());

  /** Each send from a new IP, so only the pumping limits can refuse it. */
  const send = async (phone: string) =>
    sendOtp(
      harness.app,
      host,
      { phone, captchaToken: await solveCaptcha(harness.app, host, `198.51.100.${ipCounter + 1}`) },
      `198.51.100.${++ipCounter}`,
    );
  const refusals = async (limit: string) => {
    const text = (await harness.app.inject({ method: 'GET', url: '/api/metrics' })).body;
    const line = text.split('\n').find((candidate) => candidate.startsWith(`podium_otp_pumping_refusals_total{limit="${limit}"}`));
    return line ? Number(line.split(' ').at(-1)) : 0;
  };

  it('refuses a 4th code to the same number block within the hour, and lets other blocks through', async () => {
    for (const phone of ['9876543001', '9876543002', '9876543003']) expect((await send(phone)).statusCode).toBe(200);
    harness.clock.advanceSeconds(600);
    const refused = await send('9876543004');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'Too many attempts. Please try again later.', error: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBe(3000);
    expect(() => outbox.lastCodeFor('9876543004')).toThrow();
    expect(await refusals('prefix')).toBe(1);
    expect((await send('9811111001')).statusCode).toBe(200);
  });

  it('refuses any number once the country has had its hourly count, until the hour has passed', async () => {
    expect((await send('9822222001')).statusCode).toBe(200);
    expect((await send('9833333001')).statusCode).toBe(200);
    const refused = await send('9844444001');
    expect(refused.statusCode).toBe(429);
    expect(await refusals('country')).toBe(1);
    harness.clock.advanceSeconds(3600);
    expect((await send('9844444001')).statusCode).toBe(200);
  });

  it('stops all sends at the daily cap, whatever the number, and counts it', async () => {
    expect((await send('9855555001')).statusCode).toBe(200);
    expect((await send('9866666001')).statusCode).toBe(200);
    const refused = await send('9877777001');
    expect(refused.statusCode).toBe(429);
    expect(await refusals('daily')).toBe(1);
    harness.clock.advanceSeconds(24 * 3600);
    expect((await send('9877777001')).statusCode).toBe(200);
  });
});
