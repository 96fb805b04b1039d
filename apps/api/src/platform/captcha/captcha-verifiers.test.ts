import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { startProviderServer, UNREACHABLE_URL } from '../../../test/local-provider-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, uniquePhone } from '../../../test/factories';
import { sendOtp, createOutbox } from '../../features/auth/auth-test-kit';
import { ManualClock } from '../clock';
import { AltchaCaptcha } from './altcha-captcha';
import { CaptchaUnavailableError } from './captcha-verifier';
import { SiteverifyCaptcha, type SiteverifyProvider } from './siteverify-captcha';
import { loadConfig } from '../../config/config';
import { createCaptchaVerifier } from './create-captcha-verifier';

const clock = new ManualClock();
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('ALTCHA', () => {
  const altcha = new AltchaCaptcha('hmac-key-hmac-key-hmac-key-0123456789', 2000, clock);

  it('accepts a solved challenge and names it by its nonce', async () => {
    const challenge = await altcha.createChallenge('192.0.2.1');
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution!.counter).toBeGreaterThanOrEqual(1000);
    expect(solution!.counter).toBeLessThanOrEqual(2000);
    const verdict = await altcha.verify(encode({ challenge, solution }), '192.0.2.1');
    expect(verdict).toMatchObject({ ok: true, solutionId: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('refuses a challenge signed with another key, a wrong answer and an old challenge', async () => {
    const other = new AltchaCaptcha('another-key-another-key-another-key-01', 2000, clock);
    const foreign = await other.createChallenge('192.0.2.1');
    const foreignSolution = await solveChallenge({ challenge: foreign, deriveKey });
    expect(await altcha.verify(encode({ challenge: foreign, solution: foreignSolution }), '192.0.2.1')).toEqual({
      ok: false,
      reason: 'bad signature',
    });
    const challenge = await altcha.createChallenge('192.0.2.1');
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(await altcha.verify(encode({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } }), '192.0.2.1')).toEqual({
      ok: false,
      reason: 'wrong solution',
    });
    clock.advanceSeconds(601);
    expect(await altcha.verify(encode({ challenge, solution }), '192.0.2.1')).toEqual({ ok: false, reason: 'challenge expired' });
    expect(await altcha.verify('%%%', '192.0.2.1')).toEqual({ ok: false, reason: 'not an ALTCHA payload' });
  });
});

describe.each<SiteverifyProvider>(['turnstile', 'hcaptcha', 'recaptcha'])('%s siteverify', (provider) => {
  it('POSTs secret, response and remoteip, and reads success', async () => {
    const server = await startProviderServer((request) => {
      const form = new URLSearchParams(request.body);
      const ok = form.get('response') === 'good-token';
      return {
        status: 200,
        body: ok
          ? { success: true, challenge_ts: '2026-06-01T10:00:00Z', hostname: 'localhost' }
          : { success: false, 'error-codes': ['invalid-input-response'] },
      };
    });
    try {
      const verifier = new SiteverifyCaptcha(
        provider,
        { secret: 's3cret', siteKey: 'site-1', verifyUrl: server.url + '/siteverify' },
        clock,
      );
      expect(await verifier.verify('good-token', '203.0.113.5')).toMatchObject({ ok: true });
      expect(await verifier.verify('bad-token', '203.0.113.5')).toEqual({ ok: false, reason: 'invalid-input-response' });
      const form = Object.fromEntries(new URLSearchParams(server.requests[0]!.body));
      expect(form).toMatchObject({ secret: 's3cret', response: 'good-token', remoteip: '203.0.113.5' });
      expect(server.requests[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
      if (provider === 'hcaptcha') expect(form.sitekey).toBe('site-1');
    } finally {
      await server.close();
    }
  });

  it('throws CaptchaUnavailableError when siteverify is down or answers 5xx', async () => {
    const down = new SiteverifyCaptcha(provider, { secret: 's', verifyUrl: UNREACHABLE_URL }, clock);
    await expect(down.verify('t', '1.2.3.4')).rejects.toBeInstanceOf(CaptchaUnavailableError);
    const server = await startProviderServer(() => ({ status: 500, body: 'oops' }));
    try {
      const failing = new SiteverifyCaptcha(provider, { secret: 's', verifyUrl: server.url }, clock);
      await expect(failing.verify('t', '1.2.3.4')).rejects.toBeInstanceOf(CaptchaUnavailableError);
    } finally {
      await server.close();
    }
  });
});

describe('generateOtp with Turnstile', () => {
  let testApp: TestApp;
  let server: Awaited<ReturnType<typeof startProviderServer>>;
  let host: string;
  beforeAll(async () => {
    server = await startProviderServer((request) => ({
      status: 200,
      body: { success: new URLSearchParams(request.body).get('response') !== 'bad' },
    }));
    testApp = await createTestApp({
      env: { CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SECRET: 'secret', CAPTCHA_SITE_KEY: 'site', CAPTCHA_VERIFY_URL: server.url },
      overrides: { smsSender: createOutbox().sender },
    });
    host = (await createTenant(testApp.database.db)).hostname;
  });
  afterAll(async () => {
    await testApp.close();
    await server.close();
  });

  it('verifies through siteverify, refuses a replayed token, and has no self-hosted challenge', async () => {
    expect((await sendOtp(testApp.app, host, { phone: uniquePhone(), captchaToken: 'token-1' })).statusCode).toBe(200);
    expect((await sendOtp(testApp.app, host, { phone: uniquePhone(), captchaToken: 'token-1' })).json()).toMatchObject({
      error: 'CAPTCHA_FAILED',
      message: 'This CAPTCHA was already used. Please verify again.',
    });
    expect((await sendOtp(testApp.app, host, { phone: uniquePhone(), captchaToken: 'bad' })).json()).toMatchObject({
      error: 'CAPTCHA_FAILED',
    });
    const challenge = await testApp.app.inject({ method: 'GET', url: '/api/captcha/challenge', headers: { host } });
    expect(challenge.statusCode).toBe(404);
    const config = await testApp.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host } });
    expect(config.json().captcha).toEqual({ provider: 'turnstile', siteKey: 'site' });
  });

  it('answers 502 when siteverify cannot be reached', async () => {
    const unreachable = await createTestApp({
      database: testApp.database,
      env: { CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SECRET: 'secret', CAPTCHA_SITE_KEY: 'site', CAPTCHA_VERIFY_URL: UNREACHABLE_URL },
    });
    try {
      const answer = await sendOtp(unreachable.app, host, { phone: uniquePhone(), captchaToken: 'x' });
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toMatchObject({ error: 'UPSTREAM_FAILED' });
    } finally {
      await unreachable.app.close();
    }
  });
});

describe('choosing the captcha by CAPTCHA_PROVIDER', () => {
  it('refuses to start a hosted provider without its secret or its site key (the login page needs the key)', () => {
    const make = (env: Record<string, string>) => () => createCaptchaVerifier(loadConfig({ NODE_ENV: 'test', ...env }), clock, 'hmac');
    for (const provider of ['turnstile', 'hcaptcha', 'recaptcha']) {
      expect(make({ CAPTCHA_PROVIDER: provider, CAPTCHA_SITE_KEY: 'site' })).toThrow(`CAPTCHA_PROVIDER=${provider} needs CAPTCHA_SECRET`);
      expect(make({ CAPTCHA_PROVIDER: provider, CAPTCHA_SECRET: 'secret' })).toThrow(`CAPTCHA_PROVIDER=${provider} needs CAPTCHA_SITE_KEY`);
      expect(make({ CAPTCHA_PROVIDER: provider, CAPTCHA_SECRET: 'secret', CAPTCHA_SITE_KEY: 'site' })().provider).toBe(provider);
    }
    expect(make({ CAPTCHA_PROVIDER: 'altcha' })().provider).toBe('altcha');
  });
});
