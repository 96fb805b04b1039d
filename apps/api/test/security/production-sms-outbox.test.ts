import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendOtp, solveCaptcha } from '../../src/features/auth/auth-test-kit';
import { createTenant, uniquePhone } from '../factories';
import { createTestApp, PRODUCTION_TEST_ENV, type TestApp } from '../test-app';

/**
 * Issue 12, finding 14: production started with the console SMS outbox and wrote every sign-in code
 * to stdout. Now it starts only with UNSAFE_ALLOW_CONSOLE_SMS_IN_PRODUCTION, and even then the log
 * line names the number, never the code.
 */
describe('the console SMS outbox in production', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  const logged: string[] = [];

  beforeAll(async () => {
    // The app's own console outbox (no override): what it prints is what an operator's log holds.
    vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void logged.push(parts.join(' ')));
    harness = await createTestApp({ env: PRODUCTION_TEST_ENV });
    tenant = await createTenant(harness.database.db);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await harness.close();
  });

  it('logs the number a code was sent to, never the code', async () => {
    const phone = uniquePhone();
    const sent = await sendOtp(harness.app, tenant.hostname, { phone, captchaToken: await solveCaptcha(harness.app, tenant.hostname) });
    expect(sent.statusCode, sent.body).toBe(200);

    const outboxLines = logged.filter((line) => line.startsWith('[sms outbox]'));
    expect(outboxLines).toHaveLength(1);
    expect(outboxLines[0]).toContain(phone);
    expect(outboxLines[0]).toContain('withheld');
    // The phone is 10 digits; a code is 6: no run of exactly 6 digits anywhere in the log.
    expect(logged.join('\n')).not.toMatch(/(?<!\d)\d{6}(?!\d)/);
  });
});
