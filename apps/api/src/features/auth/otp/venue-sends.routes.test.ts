import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createOutbox, sendOtp, solveCaptcha } from '../auth-test-kit';

// Issue 13 section 3: at a venue hundreds of people share one public IP. With the default limits
// (no OTP_* overrides), 300 different numbers from one address within 10 minutes all get a code.
describe('a venue behind one public address', () => {
  let harness: TestApp;
  const outbox = createOutbox();
  const host = 'venue.test';
  const venueIp = '203.0.113.200';

  beforeAll(async () => {
    harness = await createTestApp({ env: { ALTCHA_MAX_NUMBER: '1000' }, overrides: { smsSender: outbox.sender } });
    await createTenant(harness.database.db, { hostnames: [host] });
    harness.clock.set('2026-06-01T09:00:00.000Z');
  });
  afterAll(() => harness.close());

  it('300 numbers from one address in 10 minutes all get their codes', async () => {
    // Real audiences spread over many number blocks (first 7 digits); 20 blocks of 15 numbers stay
    // under the default 30 per block per hour, which guards against SMS pumping.
    const phones = Array.from({ length: 300 }, (_, index) => `98${String(index % 20).padStart(5, '0')}${String(index).padStart(3, '0')}`);
    for (const [index, phone] of phones.entries()) {
      const answer = await sendOtp(harness.app, host, { phone, captchaToken: await solveCaptcha(harness.app, host, venueIp) }, venueIp);
      expect(answer.statusCode, `send ${index + 1}: ${answer.body}`).toBe(200);
      harness.clock.advanceSeconds(2);
    }
    for (const phone of phones) expect(outbox.lastCodeFor(phone)).toMatch(/^\d{6}$/);
  }, 300_000);
});
