import { SIGN_IN_MESSAGES } from '@podium/contracts/auth/sign-in-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createOutbox, sendOtp, solveCaptcha } from '../auth-test-kit';

/**
 * SMS pumping limits through POST /api/customer/generateOtp, with small limits so a test can reach
 * them: per tenant 3 unknown numbers of one block per hour, 5 per hour, 8 per day; over every tenant
 * (the last resort, issue 28) 7 per hour and 12 per day.
 */
describe('SMS pumping defence', () => {
  let harness: TestApp;
  const outbox = createOutbox();
  const log: string[] = [];
  const hostA = 'pumping-a.test';
  const hostB = 'pumping-b.test';
  let ipCounter = 0;

  beforeAll(async () => {
    harness = await createTestApp({
      env: {
        LOG_LEVEL: 'warn',
        OTP_PREFIX_DIGITS: '7',
        OTP_PREFIX_HOURLY_LIMIT: '3',
        OTP_TENANT_HOURLY_LIMIT: '5',
        OTP_TENANT_DAILY_LIMIT: '8',
        OTP_COUNTRY_HOURLY_LIMIT: '7',
        OTP_DAILY_CAP: '12',
        OTP_CAPTCHA_ESCALATION_PERCENT: '100',
      },
      overrides: { smsSender: outbox.sender, logger: undefined, logStream: { write: (line) => log.push(line) } },
    });
    await createTenant(harness.database.db, { hostnames: [hostA] });
    await createTenant(harness.database.db, { hostnames: [hostB] });
    harness.clock.set('2026-06-01T00:00:00.000Z');
  });
  afterAll(() => harness.close());

  /** Each send from a new IP, so only the pumping limits can refuse it. */
  const send = async (host: string, phone: string) => {
    const ip = `198.51.100.${++ipCounter}`;
    return sendOtp(harness.app, host, { phone, captchaToken: await solveCaptcha(harness.app, host, ip) }, ip);
  };
  const refusals = async (limit: string) => {
    const text = (await harness.app.inject({ method: 'GET', url: '/api/metrics' })).body;
    const line = text.split('\n').find((candidate) => candidate.startsWith(`podium_otp_pumping_refusals_total{limit="${limit}"}`));
    return line ? Number(line.split(' ').at(-1)) : 0;
  };
  const alarms = () =>
    log
      .map((line) => JSON.parse(line) as { level: number; msg: string; limit?: string })
      .filter((entry) => entry.msg === 'SMS global cap reached');

  it("refuses a 4th unknown number of one block within the hour on a tenant, not other blocks or another tenant's", async () => {
    for (const phone of ['9876543001', '9876543002', '9876543003']) expect((await send(hostA, phone)).statusCode).toBe(200);
    harness.clock.advanceSeconds(600);
    const refused = await send(hostA, '9876543004');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'Too many attempts. Please try again later.', error: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBe(3000);
    expect(() => outbox.lastCodeFor('9876543004')).toThrow();
    expect(await refusals('prefix')).toBe(1);
    expect((await send(hostB, '9876543004')).statusCode).toBe(200);
    expect((await send(hostA, '9811111001')).statusCode).toBe(200);
  });

  it("refuses a tenant's unknown numbers past its hourly budget, and everyone past the global hourly cap, with an alarm", async () => {
    // A: 4 so far, B: 1; global 5 of 7.
    expect((await send(hostA, '9822222001')).statusCode).toBe(200);
    const tenantRefusal = await send(hostA, '9833333001');
    expect(tenantRefusal.statusCode).toBe(429);
    expect(tenantRefusal.json()).toMatchObject({ message: SIGN_IN_MESSAGES.tenantBudgetSpent });
    expect(await refusals('tenant-hourly')).toBe(1);
    expect(alarms()).toHaveLength(0);

    expect((await send(hostB, '9844444001')).statusCode).toBe(200);
    const globalRefusal = await send(hostB, '9855555001');
    expect(globalRefusal.statusCode).toBe(429);
    expect(globalRefusal.json()).toMatchObject({ message: SIGN_IN_MESSAGES.smsPaused });
    expect(await refusals('country')).toBe(1);
    expect(alarms()).toEqual([expect.objectContaining({ level: 50, limit: 'country' })]);

    harness.clock.advanceSeconds(3600);
    expect((await send(hostB, '9855555001')).statusCode).toBe(200);
  });

  it("stops a tenant's unknown numbers at its daily budget, and all sends at the daily cap, until the next day", async () => {
    // Today so far: A 5, B 3; global 8 of 12.
    for (const phone of ['9711111001', '9722222001', '9733333001']) expect((await send(hostA, phone)).statusCode).toBe(200);
    expect((await send(hostA, '9744444001')).statusCode).toBe(429);
    expect(await refusals('tenant-daily')).toBe(1);
    expect((await send(hostB, '9755555001')).statusCode).toBe(200);
    const refused = await send(hostB, '9766666001');
    expect(refused.statusCode).toBe(429);
    expect(await refusals('daily')).toBe(1);
    expect(alarms().at(-1)).toMatchObject({ level: 50, limit: 'daily' });
    harness.clock.advanceSeconds(24 * 3600);
    expect((await send(hostB, '9766666001')).statusCode).toBe(200);
  });
});
