import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant } from '../../../test/factories';
import { contactMessages } from '../../db/schema/index';
import { solveCaptcha } from '../auth/auth-test-kit';

/** Issue 12 (hardening): the Contact form was an open, unlimited write for bots. */
describe('POST /api/contact: captcha and limits', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;

  beforeAll(async () => {
    harness = await createTestApp();
    tenant = await createTenant(harness.database.db);
  });
  afterAll(() => harness.close());

  const send = (body: Record<string, unknown>, ip = '198.51.100.7') =>
    harness.app.inject({ method: 'POST', url: '/api/contact', headers: { host: tenant.hostname }, payload: body, remoteAddress: ip });
  /** The body with a captcha solved from `ip` (a challenge counts only from the address it was issued to). */
  const withCaptcha = async (body: Record<string, unknown>, ip = '198.51.100.7') => ({
    ...body,
    captchaToken: await solveCaptcha(harness.app, tenant.hostname, ip),
  });
  const stored = async () => harness.database.db.select().from(contactMessages).where(eq(contactMessages.tenantId, tenant.id));
  const note = (email: string) => ({ name: 'Priya', email, message: 'When does the relay start?' });

  it('refuses a message without a captcha, with a wrong one or a used one (400), and stores one with a solved captcha', async () => {
    const missing = await send(note('priya@example.com'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'CAPTCHA_FAILED', message: 'Please complete the CAPTCHA verification' });
    expect((await send({ ...note('priya@example.com'), captchaToken: 'not-a-solution' })).statusCode).toBe(400);
    expect(await stored()).toHaveLength(0);

    const solved = await withCaptcha(note('priya@example.com'));
    const accepted = await send(solved);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().message).toBe('Thanks! Your message has been sent. We will get back to you soon.');
    const replayed = await send(solved);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error).toBe('CAPTCHA_FAILED');
    expect(await stored()).toHaveLength(1);
  });

  it('takes 3 messages per address an hour (any case), then answers 429 with Retry-After', async () => {
    const email = 'Busy.Person@example.com';
    for (const variant of [email, email.toLowerCase(), email.toUpperCase()]) {
      expect((await send(await withCaptcha(note(variant), '198.51.100.20'), '198.51.100.20')).statusCode).toBe(201);
    }
    const refused = await send(await withCaptcha(note(email), '198.51.100.21'), '198.51.100.21');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED', message: expect.stringContaining('Please wait') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    harness.clock.advanceSeconds(Number(refused.headers['retry-after']));
    expect((await send(await withCaptcha(note(email), '198.51.100.21'), '198.51.100.21')).statusCode).toBe(201);
  });

  it('takes 10 messages per IP an hour, whatever the addresses, then answers 429', async () => {
    const ip = '203.0.113.99';
    for (let index = 0; index < 10; index += 1) {
      expect((await send(await withCaptcha(note(`sender${index}@example.com`), ip), ip)).statusCode).toBe(201);
    }
    const refused = await send(await withCaptcha(note('one-more@example.com'), ip), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another network is not held up.
    expect((await send(await withCaptcha(note('one-more@example.com'), '203.0.113.100'), '203.0.113.100')).statusCode).toBe(201);
  });
});
