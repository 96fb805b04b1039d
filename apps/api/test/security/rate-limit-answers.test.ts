import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { createTenant, uniquePhone } from '../factories';
import { createOutbox, sendOtp, solveCaptcha } from '../../src/features/auth/auth-test-kit';

/**
 * A 429 names its wait in the body as well as in `Retry-After`, so the page can say when to try
 * again (issue 13 §3). The answer schemas must carry the field: a schema without it strips it.
 */
describe('rate-limit answers', () => {
  let testApp: TestApp;
  let host: string;
  const outbox = createOutbox();

  beforeAll(async () => {
    testApp = await createTestApp({ env: { ALTCHA_MAX_NUMBER: '1000' }, overrides: { smsSender: outbox.sender } });
    host = (await createTenant(testApp.database.db)).hostname;
  });
  afterAll(() => testApp.close());

  it('a refused code send says in the body how many seconds to wait, the same as Retry-After', async () => {
    const phone = uniquePhone();
    const send = async () => sendOtp(testApp.app, host, { phone, captchaToken: await solveCaptcha(testApp.app, host) });
    expect((await send()).statusCode).toBe(200);
    testApp.clock.advanceSeconds(15);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, retryAfterSeconds: wait });
  });
});
