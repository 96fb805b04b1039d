import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createTenant, uniquePhone } from '../../../../test/factories';
import { otpSends } from '../../../db/schema/index';
import { createOutbox, sendOtp } from '../auth-test-kit';

// Issue 12/13: the captcha's cost rises with code sends from one address, and a solution counts
// only for the challenge (cost and address) the server signed.
let testApp: TestApp;
let host: string;
let tenantId: number;
const outbox = createOutbox();
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

beforeAll(async () => {
  testApp = await createTestApp({ env: { ALTCHA_MAX_NUMBER: '1000' }, overrides: { smsSender: outbox.sender } });
  const tenant = await createTenant(testApp.database.db);
  host = tenant.hostname;
  tenantId = tenant.id;
});
afterAll(() => testApp.close());
// The recorded sends would otherwise trip the app-wide SMS pumping limits in the next test.
const recorded = new Set<string>();
afterEach(async () => {
  for (const ip of recorded) await testApp.database.db.delete(otpSends).where(eq(otpSends.ip, ip));
  recorded.clear();
});

async function challengeFor(ip: string) {
  const answer = await testApp.app.inject({ method: 'GET', url: '/api/captcha/challenge', headers: { host }, remoteAddress: ip });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}
const costFor = async (ip: string): Promise<number> => (await challengeFor(ip)).parameters.data.maxNumber;

/** Records `count` earlier sends from `ip` (as many real sends would, without waiting for the send limits). */
async function recordSends(ip: string, count: number) {
  const sentAt = testApp.clock.now();
  recorded.add(ip);
  await testApp.database.db.insert(otpSends).values(Array.from({ length: count }, () => ({ tenantId, phone: uniquePhone(), ip, sentAt })));
}

async function solved(ip: string) {
  const challenge = await challengeFor(ip);
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge, solution };
}

describe('GET /api/captcha/challenge: adaptive cost', () => {
  it('gives a fresh address the base cost, raises it with sends from that address (capped), and leaves other addresses alone', async () => {
    const busy = '198.51.100.61';
    const quiet = '198.51.100.62';
    expect(await costFor(busy)).toBe(1000);
    const { challenge, solution } = await solved(busy);
    expect(
      (await sendOtp(testApp.app, host, { phone: uniquePhone(), captchaToken: encode({ challenge, solution }) }, busy)).statusCode,
    ).toBe(200);
    expect(await costFor(busy)).toBe(1020); // one send: 1 + 1/50
    await recordSends(busy, 99);
    expect(await costFor(busy)).toBe(3000); // 100 sends: 1 + 100/50
    await recordSends(busy, 5000);
    expect(await costFor(busy)).toBe(20_000); // capped at 20x
    expect(await costFor(quiet)).toBe(1000);
    // Only the last 10 minutes count.
    testApp.clock.advanceSeconds(601);
    expect(await costFor(busy)).toBe(1000);
  });
});

describe('POST /api/customer/generateOtp: the challenge is bound to its address and cost', () => {
  it('refuses a solution sent from another address than the challenge was issued to', async () => {
    const token = encode(await solved('198.51.100.71'));
    const elsewhere = await sendOtp(testApp.app, host, { phone: uniquePhone(), captchaToken: token }, '198.51.100.72');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ error: 'CAPTCHA_FAILED', message: 'CAPTCHA verification failed. Please try again.' });
    // From its own address the same (unspent) solution is accepted.
    expect((await sendOtp(testApp.app, host, { phone: uniquePhone(), captchaToken: token }, '198.51.100.71')).statusCode).toBe(200);
  });

  it('refuses a challenge whose signed cost or address was swapped for a cheaper one', async () => {
    const busy = '198.51.100.81';
    await recordSends(busy, 500);
    const { challenge, solution } = await solved(busy);
    expect(challenge.parameters.data.maxNumber).toBe(11_000);
    const cheaper = { ...challenge, parameters: { ...challenge.parameters, data: { ...challenge.parameters.data, maxNumber: 1000 } } };
    const fresh = await challengeFor('198.51.100.82');
    const otherAddress = {
      ...challenge,
      parameters: { ...challenge.parameters, data: { ...challenge.parameters.data, ip: fresh.parameters.data.ip } },
    };
    for (const tampered of [cheaper, otherAddress]) {
      const answer = await sendOtp(
        testApp.app,
        host,
        { phone: uniquePhone(), captchaToken: encode({ challenge: tampered, solution }) },
        busy,
      );
      expect(answer.json()).toMatchObject({ error: 'CAPTCHA_FAILED' });
    }
  });
});
