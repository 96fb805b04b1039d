import { SIGN_IN_MESSAGES } from '@podium/contracts/auth/sign-in-messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCompany, createTenant, createUser, uniquePhone } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { SmsSendError } from '../../../platform/sms/sms-sender';
import { createOutbox, solveCaptcha } from '../auth-test-kit';

/**
 * Issue 28, "Sign-in nobody can switch off": SMS budgets per tenant, known numbers and known
 * devices with their own allowance, the captcha escalated near the cap, and the owner told.
 * Small budgets so a test can spend them: 5 unknown-number sends per tenant per hour, a global
 * hourly cap of 12 (on the old code, the shared country cap stopped every tenant at 12).
 */
describe('SMS budgets per tenant (issue 28)', () => {
  let harness: TestApp;
  let app: FastifyInstance;
  const outbox = createOutbox();
  const failing = new Set<string>();
  let ipCounter = 0;
  const nextIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  beforeAll(async () => {
    harness = await createTestApp({
      env: {
        ALTCHA_MAX_NUMBER: '1000',
        OTP_TENANT_HOURLY_LIMIT: '5',
        OTP_TENANT_DAILY_LIMIT: '50',
        OTP_COUNTRY_HOURLY_LIMIT: '12',
      },
      overrides: {
        smsSender: {
          provider: 'console',
          // Numbers in `failing` get a provider refusal, as a real provider may answer.
          send: async (message) => {
            if (failing.has(message.phone)) throw new SmsSendError('console', 'refused in the test');
            await outbox.sender.send(message);
          },
        },
      },
    });
    app = harness.app;
    harness.clock.set('2026-06-01T00:00:00.000Z');
  });
  afterAll(() => harness.close());
  // Each test starts in a fresh clock hour, so the global hourly cap starts empty.
  beforeEach(() => harness.clock.advanceSeconds(3600));

  async function send(host: string, phone: string, ip = nextIp(), options: { cookie?: string; captchaToken?: string } = {}) {
    const captchaToken = options.captchaToken ?? (await solveCaptcha(app, host, ip));
    return app.inject({
      method: 'POST',
      url: '/api/customer/generateOtp',
      headers: { host, ...(options.cookie ? { cookie: options.cookie } : {}) },
      payload: { phone, captchaToken },
      remoteAddress: ip,
    });
  }

  /** A full sign-in through HTTP; answers the verify answer and the device cookie it set. */
  async function signIn(host: string, phone: string, ip: string, cookie?: string) {
    const sent = await send(host, phone, ip, { cookie });
    expect(sent.statusCode, sent.body).toBe(200);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/customer/verifyOtp',
      headers: { host, ...(cookie ? { cookie } : {}) },
      payload: { phone, otp: outbox.lastCodeFor(phone) },
      remoteAddress: ip,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const setCookie = [verified.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('podium_device='));
    return { answer: verified.json(), setCookie, deviceCookie: setCookie?.split(';')[0] };
  }

  async function memberOf(tenantId: number) {
    const company = await createCompany(harness.database.db, tenantId);
    return createUser(harness.database.db, tenantId, { companyId: company.id });
  }

  /** Sends to new numbers until one is refused; answers that refusal and how many went through. */
  async function flood(host: string) {
    for (let sent = 0; sent < 30; sent += 1) {
      const answer = await send(host, uniquePhone());
      if (answer.statusCode !== 200) return { refusal: answer, sent };
    }
    throw new Error('the flood was never refused');
  }

  const smsCount = (phone: string) => outbox.lines.filter((line) => line.includes(`+91 ${phone}:`)).length;

  it("tenant A's unknown-number flood does not stop tenant B's sends", async () => {
    const a = await createTenant(harness.database.db);
    const b = await createTenant(harness.database.db);
    const { refusal, sent } = await flood(a.hostname);
    expect(sent).toBe(5);
    expect(refusal.statusCode).toBe(429);
    expect(refusal.json()).toMatchObject({ error: 'RATE_LIMITED', message: SIGN_IN_MESSAGES.tenantBudgetSpent });
    expect(Number(refusal.headers['retry-after'])).toBeGreaterThan(0);

    const phone = uniquePhone();
    expect((await send(b.hostname, phone)).statusCode).toBe(200);
    expect(smsCount(phone)).toBe(1);
    // B has its own five; A is still refused.
    const { sent: sentOnB } = await flood(b.hostname);
    expect(sentOnB).toBe(4);
    expect((await send(a.hostname, uniquePhone())).statusCode).toBe(429);
  });

  it("a known number of tenant A still gets its code when A's unknown budget is spent", async () => {
    const a = await createTenant(harness.database.db);
    const member = await memberOf(a.id);
    await signIn(a.hostname, member.phone!, nextIp());
    harness.clock.advanceSeconds(120);

    const { refusal } = await flood(a.hostname);
    expect(refusal.statusCode).toBe(429);

    // No device cookie, a new address: known only because this number signed in here before.
    const before = smsCount(member.phone!);
    const answer = await send(a.hostname, member.phone!);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(smsCount(member.phone!)).toBe(before + 1);
    // An unknown number is still refused.
    expect((await send(a.hostname, uniquePhone())).statusCode).toBe(429);
  });

  it("a stranger's 10 sends to a number do not stop its owner on a known device, who is told after sign-in", async () => {
    const tenant = await createTenant(harness.database.db);
    const owner = await memberOf(tenant.id);
    const ownerIp = nextIp();
    const first = await signIn(tenant.hostname, owner.phone!, ownerIp);
    expect(first.setCookie).toMatch(/^podium_device=v1\.\d+\.[\w-]+; Path=\/api\/customer; Max-Age=5184000; SameSite=Lax; HttpOnly$/);
    // A day later (the owner's own send has left the daily window):
    harness.clock.advanceSeconds(25 * 3600);

    // A stranger: ten captcha-solved sends from ten addresses, paced past the 1/min and 5/15 min limits.
    for (let index = 0; index < 10; index += 1) {
      const answer = await send(tenant.hostname, owner.phone!);
      expect(answer.statusCode, answer.body).toBe(200);
      harness.clock.advanceSeconds(4 * 60);
    }
    expect((await send(tenant.hostname, owner.phone!)).statusCode).toBe(429);
    // A made-up device cookie is no known device.
    expect((await send(tenant.hostname, owner.phone!, nextIp(), { cookie: 'podium_device=v1.1780000000.AAAA' })).statusCode).toBe(429);

    // The owner, on the browser that signed in: its own allowance.
    const again = await signIn(tenant.hostname, owner.phone!, ownerIp, first.deviceCookie);
    expect(again.answer.token).toEqual(expect.any(String));
    expect(again.answer.codeRequestsSinceLastSignIn).toBe(10);
  });

  it('tells the owner how many codes others requested since the last sign-in, and then nothing', async () => {
    const tenant = await createTenant(harness.database.db);
    const owner = await memberOf(tenant.id);
    const ownerIp = nextIp();
    const first = await signIn(tenant.hostname, owner.phone!, ownerIp);
    expect(first.answer.codeRequestsSinceLastSignIn).toBe(0);
    for (let index = 0; index < 2; index += 1) {
      harness.clock.advanceSeconds(120);
      expect((await send(tenant.hostname, owner.phone!)).statusCode).toBe(200);
    }
    harness.clock.advanceSeconds(120);
    const second = await signIn(tenant.hostname, owner.phone!, ownerIp, first.deviceCookie);
    expect(second.answer.codeRequestsSinceLastSignIn).toBe(2);
    harness.clock.advanceSeconds(120);
    const third = await signIn(tenant.hostname, owner.phone!, ownerIp, first.deviceCookie);
    expect(third.answer.codeRequestsSinceLastSignIn).toBe(0);
  });

  it('raises the captcha cost near the cap instead of refusing, on that tenant only', async () => {
    const near = await createTenant(harness.database.db);
    const quiet = await createTenant(harness.database.db);
    const costOf = async (host: string) =>
      (await app.inject({ method: 'GET', url: '/api/captcha/challenge', headers: { host }, remoteAddress: nextIp() })).json().parameters
        .data.maxNumber;
    expect(await costOf(near.hostname)).toBe(1000);
    const cheapIp = nextIp();
    const cheapToken = await solveCaptcha(app, near.hostname, cheapIp);

    // 4 of 5 sends: 80 %.
    for (let index = 0; index < 4; index += 1) expect((await send(near.hostname, uniquePhone())).statusCode).toBe(200);
    expect(await costOf(near.hostname)).toBe(10_000);
    expect(await costOf(quiet.hostname)).toBe(1000);

    const refused = await send(near.hostname, uniquePhone(), cheapIp, { captchaToken: cheapToken });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'CAPTCHA_FAILED', message: SIGN_IN_MESSAGES.captchaEscalated });
    // A solution of the harder challenge goes through.
    expect((await send(near.hostname, uniquePhone())).statusCode).toBe(200);
  });

  it("gives the budget back when the SMS provider refuses, so failures do not spend the tenant's sends", async () => {
    const tenant = await createTenant(harness.database.db);
    const phone = uniquePhone();
    failing.add(phone);
    for (let index = 0; index < 6; index += 1) {
      expect((await send(tenant.hostname, phone)).statusCode).toBe(502);
      harness.clock.advanceSeconds(61);
    }
    const { sent } = await flood(tenant.hostname);
    expect(sent).toBe(5);
  });
});
