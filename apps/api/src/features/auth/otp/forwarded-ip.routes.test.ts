import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, uniquePhone } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createOutbox, solveCaptcha } from '../auth-test-kit';

// Finding 11 of issue 12: with TRUST_PROXY set to the proxy (a hop count or its addresses), a
// client's forged X-Forwarded-For entries do not change the IP the per-IP send limit counts.
describe.each([
  ['a proxy CIDR list', '10.0.0.0/8'],
  ['a hop count', '1'],
])('TRUST_PROXY as %s', (_label, trustProxy) => {
  let harness: TestApp;
  const outbox = createOutbox();
  let host: string;

  beforeAll(async () => {
    harness = await createTestApp({
      env: { TRUST_PROXY: trustProxy, OTP_IP_HOURLY_LIMIT: '2', ALTCHA_MAX_NUMBER: '1000' },
      overrides: { smsSender: outbox.sender },
    });
    host = (await createTenant(harness.database.db)).hostname;
  });
  afterAll(() => harness.close());

  /** A send through our proxy at 10.0.0.5: the client forged `forged`, the proxy appended the real address. */
  const sendThroughProxy = async (forged: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/customer/generateOtp',
      headers: { host, 'x-forwarded-for': `${forged}, 198.51.100.9` },
      remoteAddress: '10.0.0.5',
      payload: {
        phone: uniquePhone(),
        captchaToken: await solveCaptcha(harness.app, host, '10.0.0.5', { 'x-forwarded-for': `${forged}, 198.51.100.9` }),
      },
    });

  it('counts the real client address, whatever the client forges', async () => {
    expect((await sendThroughProxy('192.0.2.1')).statusCode).toBe(200);
    expect((await sendThroughProxy('192.0.2.2')).statusCode).toBe(200);
    const third = await sendThroughProxy('192.0.2.3');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ message: 'Too many attempts. Please try again later.', error: 'RATE_LIMITED' });
  });
});
