import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { safeReturnPath } from '@podium/contracts/auth/return-url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbox, requestCode, verifyOtp } from '../../src/features/auth/auth-test-kit';
import { challengeFor, enableMfa } from '../../src/features/mfa/mfa-test-support.testing';
import { totpCodeAt } from '../../src/features/mfa/totp';
import { createTenant, createUser, uniquePhone } from '../factories';
import { createTestApp, PRODUCTION_TEST_ENV, TEST_SECRETS, type TestApp } from '../test-app';

describe('security headers on every page and answer', () => {
  let harness: TestApp;
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'podium-web-'));
  const host = 'headers.test';

  beforeAll(async () => {
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Podium</title><div id="root"></div>');
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(webDir, 'assets', 'app-abc123.css'), 'body{margin:0}');
    writeFileSync(path.join(webDir, 'assets', 'qr-decode.worker-abc123.js'), 'self.onmessage = () => undefined');
    harness = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
    await createTenant(harness.database.db, { hostnames: [host] });
  });
  afterAll(async () => {
    await harness.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const pages = [
    ['GET', '/'],
    ['GET', '/Login?redirect=%2Fprofile'],
    ['GET', '/events/corporate-olympics-2026/football'],
    ['GET', '/assets/qr-decode.worker-abc123.js'],
    ['GET', '/api/health'],
    ['GET', '/api/tenant-config'],
    ['GET', '/api/customer/profile'],
    ['GET', '/api/no-such-route'],
    ['POST', '/api/customer/generateOtp'],
    ['GET', '/api/docs/openapi.json'],
  ] as const;

  it.each(pages)('%s %s', async (method, url) => {
    const response = await harness.app.inject({ method, url, headers: { host }, ...(method === 'POST' ? { payload: '{' } : {}) });
    expect(response.statusCode).toBeLessThan(500);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toContain('camera=(self)');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  // Issue 34: ~850 bytes of document-only headers on each of the 25-50 scripts a page loads were
  // paid for before the first paint on a slow phone. A worker's script keeps them: its policy is its own.
  it.each(['/assets/app-abc123.js', '/assets/app-abc123.css'])(
    '%s (hashed script or stylesheet): only the headers that guard the file',
    async (url) => {
      const response = await harness.app.inject({ method: 'GET', url, headers: { host } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['cache-control']).toContain('immutable');
      for (const documentOnly of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'permissions-policy',
        'referrer-policy',
        'x-request-id',
        'etag',
        'last-modified',
      ])
        expect(response.headers[documentOnly], documentOnly).toBeUndefined();
      expect(response.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('adds Strict-Transport-Security in production', async () => {
    const production = await createTestApp({ env: PRODUCTION_TEST_ENV });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    } finally {
      await production.close();
    }
  });
});

describe('open redirects', () => {
  it('a return path, whatever it is, never leaves the site (property)', () => {
    const prefixes = ['/', '//', '/\\', '\\', 'http:', 'https:', 'javascript:', '/%2f', '/\t/', ' /', '\u0000/', '/.', '@'];
    fc.assert(
      fc.property(fc.constantFrom(...prefixes), fc.string({ unit: 'grapheme', maxLength: 30 }), (prefix, rest) => {
        const returned = safeReturnPath(prefix + rest);
        const resolved = new URL(returned, 'https://site.example/Login');
        expect(resolved.origin).toBe('https://site.example');
        expect(returned.startsWith('/')).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('the SSO start sends a bad returnTo to the site, not away from it', async () => {
    const harness = await createTestApp();
    try {
      await createTenant(harness.database.db, { hostnames: ['redirects.test'] });
      for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/\t/evil.example']) {
        const response = await harness.app.inject({
          method: 'GET',
          url: `/api/auth/login?connection=corporate&returnTo=${encodeURIComponent(returnTo)}`,
          headers: { host: 'redirects.test' },
        });
        expect(response.statusCode).toBe(302);
        const location = new URL(String(response.headers.location), 'https://redirects.test/');
        expect(location.origin).toBe('https://redirects.test');
        expect(location.searchParams.get('redirect')).toBeNull();
      }
    } finally {
      await harness.close();
    }
  });
});

describe('logs', () => {
  it('hold no session token, one-time code, MFA code or challenge, recovery code or secret through a full sign-in', async () => {
    const lines: string[] = [];
    const outbox = createOutbox();
    const harness = await createTestApp({
      env: { LOG_LEVEL: 'trace' },
      overrides: { logger: undefined, logStream: { write: (line) => lines.push(line) }, smsSender: outbox.sender },
    });
    try {
      const host = 'logs.test';
      const tenant = await createTenant(harness.database.db, { hostnames: [host] });
      const phone = uniquePhone();
      const otp = await requestCode(harness.app, host, outbox, phone);
      const signedIn = await verifyOtp(harness.app, host, {
        phone,
        otp,
        name: 'Lena Logs',
        gender: 'female',
        email: `${phone}@example.com`,
        companyName: 'Logs Ltd',
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const token: string = signedIn.json().token ?? signedIn.json().data?.token;
      expect(token).toEqual(expect.any(String));
      for (const headers of [{ authorization: `Bearer ${token}` }, { 'access-token': token }, { cookie: `token=${token}` }]) {
        expect((await harness.app.inject({ method: 'GET', url: '/api/customer/profile', headers: { host, ...headers } })).statusCode).toBe(
          200,
        );
      }
      await harness.app.inject({ method: 'GET', url: `/api/customer/profile?token=${token}`, headers: { host } });

      const mfaUser = await createUser(harness.database.db, tenant.id);
      const mfa = await enableMfa(harness.app, harness.clock, host, mfaUser);
      const challenge = await challengeFor(harness.app, mfaUser);
      const totpCode = totpCodeAt(mfa.secret, harness.clock.now().getTime());
      const second = await harness.app.inject({
        method: 'POST',
        url: '/api/mfa/verify-login-mfa',
        headers: { host },
        payload: { totpCode, mfaChallengeToken: challenge },
      });
      expect(second.statusCode).toBe(200);
      const recovery = await harness.app.inject({
        method: 'POST',
        url: '/api/mfa/use-recovery-code',
        headers: { host },
        payload: { userId: mfaUser.id, recoveryCode: mfa.recoveryCodes[0], mfaChallengeToken: await challengeFor(harness.app, mfaUser) },
      });
      expect(recovery.statusCode).toBe(200);
      await harness.app.inject({
        method: 'GET',
        url: `/api/auth/callback/corporate?code=AUTHCODE-${otp}-SECRET&state=STATE-VALUE-0123456789`,
        headers: { host },
      });
      await harness.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { host, authorization: `Bearer ${token}` } });

      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(10);
      expect(log).toContain('"reqId"');
      const secrets = {
        token,
        tokenSignature: token.split('.')[2]!,
        otp,
        totpCode,
        mfaChallenge: challenge,
        mfaSecret: mfa.secret,
        recoveryCode: mfa.recoveryCodes[0]!,
        sessionSecret: TEST_SECRETS.sessionSecret,
        dataEncryptionKey: TEST_SECRETS.dataEncryptionKey,
        authorizationCode: `AUTHCODE-${otp}-SECRET`,
      };
      for (const [name, secret] of Object.entries(secrets)) expect(log.includes(secret), `${name} appears in the log`).toBe(false);
    } finally {
      await harness.close();
    }
  });
});
