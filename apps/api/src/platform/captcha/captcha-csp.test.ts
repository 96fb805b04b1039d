import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant } from '../../../test/factories';
import { captchaCspSources } from './captcha-csp';

/** `script-src 'self' https://x; frame-src ...` → { 'script-src': ["'self'", 'https://x'], ... }. */
function parseCsp(header: string): Record<string, string[]> {
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const HOSTED_ORIGIN = /cloudflare|hcaptcha|google|gstatic/;

describe('captchaCspSources', () => {
  it('adds nothing for the self-hosted ALTCHA and for none', () => {
    for (const provider of ['altcha', 'none'] as const) {
      expect(captchaCspSources(provider)).toEqual({ scriptSrc: [], frameSrc: [], styleSrc: [], connectSrc: [] });
    }
  });

  it("adds each hosted provider's documented origins and only those", () => {
    expect(captchaCspSources('turnstile')).toEqual({
      scriptSrc: ['https://challenges.cloudflare.com'],
      frameSrc: ['https://challenges.cloudflare.com'],
      styleSrc: [],
      connectSrc: [],
    });
    const hcaptcha = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];
    expect(captchaCspSources('hcaptcha')).toEqual({ scriptSrc: hcaptcha, frameSrc: hcaptcha, styleSrc: hcaptcha, connectSrc: hcaptcha });
    expect(captchaCspSources('recaptcha')).toEqual({
      scriptSrc: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      styleSrc: [],
      connectSrc: [],
    });
  });

  it('hands out copies, so a caller extending a list cannot widen the next policy', () => {
    captchaCspSources('turnstile').scriptSrc.push('https://evil.example');
    expect(captchaCspSources('turnstile').scriptSrc).toEqual(['https://challenges.cloudflare.com']);
  });
});

describe('Content-Security-Policy of the /Login page by CAPTCHA_PROVIDER', () => {
  let turnstile: TestApp;
  let altcha: TestApp;

  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'podium-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Podium</title><div id="root"></div>');
    turnstile = await createTestApp({
      env: { WEB_DIST_DIR: webDist, CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: '1x00000000000000000000AA', CAPTCHA_SECRET: 'secret' },
    });
    altcha = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
    for (const harness of [turnstile, altcha]) await createTenant(harness.database.db, { hostnames: ['localhost'], isDefault: true });
  });
  afterAll(async () => {
    await turnstile?.close();
    await altcha?.close();
  });

  it('allows the Turnstile script and frame when CAPTCHA_PROVIDER=turnstile, and tells the page the site key', async () => {
    const page = await turnstile.app.inject({ method: 'GET', url: '/Login', headers: { host: 'localhost' } });
    expect(page.statusCode).toBe(200);
    const csp = parseCsp(String(page.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://challenges.cloudflare.com']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://challenges.cloudflare.com']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);

    const config = await turnstile.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host: 'localhost' } });
    expect(config.json().data.captcha).toEqual({ provider: 'turnstile', siteKey: '1x00000000000000000000AA' });
  });

  it('names no third-party origin with the default ALTCHA', async () => {
    const page = await altcha.app.inject({ method: 'GET', url: '/Login', headers: { host: 'localhost' } });
    const header = String(page.headers['content-security-policy']);
    expect(header).not.toMatch(HOSTED_ORIGIN);
    expect(parseCsp(header)['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(parseCsp(header)['frame-src']).toEqual(["'self'"]);
  });
});
