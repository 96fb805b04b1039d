import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';

const directive = (policy: string | undefined, name: string) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe('third-party scripts: per-tenant configuration and Content-Security-Policy', () => {
  let harness: TestApp;
  let configured: Awaited<ReturnType<typeof createTenant>>;
  let plain: Awaited<ReturnType<typeof createTenant>>;
  let adminToken: string;

  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'podium-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Podium</title>');
    harness = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
    configured = await createTenant(harness.database.db);
    plain = await createTenant(harness.database.db);
    adminToken = await signInAs(harness.app, await createUser(harness.database.db, configured.id, { role: 'admin' }));
  });
  afterAll(() => harness.close());

  const put = (body: unknown, token = adminToken) =>
    harness.app.inject({
      method: 'PUT',
      url: '/api/admin/integrations',
      headers: { host: configured.hostname, authorization: `Bearer ${token}` },
      payload: body as object,
    });
  const publicList = async (host: string) =>
    (await harness.app.inject({ method: 'GET', url: '/api/public/integrations', headers: { host } })).json();

  it('is off by default: no scripts and the strict policy', async () => {
    expect(await publicList(plain.hostname)).toEqual({ success: true, message: 'OK', data: { scripts: [] } });
    const page = await harness.app.inject({ method: 'GET', url: '/', headers: { host: plain.hostname } });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(directive(page.headers['content-security-policy'] as string, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
  });

  it('only admins change it, and unsafe script URLs are refused with a readable 400', async () => {
    const member = await signInAs(harness.app, await createUser(harness.database.db, configured.id));
    expect((await put({}, member)).statusCode).toBe(403);
    for (const scriptUrl of ['javascript:alert(1)', 'http://cdn.example.com/a.js', '//cdn.example.com/a.js', 'data:text/javascript,1']) {
      const refused = await put({ analytics: { enabled: true, scriptUrl } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/path on this site|https/);
    }
    const badOrigin = await put({ adPixel: { enabled: true, scriptUrl: '/p.js', connectOrigins: ['https://x.example.com/path'] } });
    expect(badOrigin.statusCode).toBe(400);
  });

  it('an enabled script is listed and its origins join script-src/connect-src of this tenant only, never on /Login or API answers', async () => {
    const saved = await put({
      analytics: {
        enabled: true,
        scriptUrl: 'https://cdn.analytics.example/a.js',
        attributes: { 'data-site': 'podium' },
        connectOrigins: ['https://collect.analytics.example'],
      },
      chatWidget: { enabled: true, scriptUrl: '/vendor/chat.js' },
      adPixel: { enabled: false, scriptUrl: 'https://pixel.example/p.js' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await publicList(configured.hostname)).data.scripts).toEqual([
      { kind: 'analytics', scriptUrl: 'https://cdn.analytics.example/a.js', attributes: { 'data-site': 'podium' } },
      { kind: 'chatWidget', scriptUrl: '/vendor/chat.js', attributes: {} },
    ]);

    const page = await harness.app.inject({ method: 'GET', url: '/bengaluru-games/about', headers: { host: configured.hostname } });
    const policy = page.headers['content-security-policy'] as string;
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' https://cdn.analytics.example");
    expect(directive(policy, 'connect-src')).toContain('https://collect.analytics.example');
    expect(directive(policy, 'img-src')).toContain('https://collect.analytics.example');
    // The disabled pixel adds nothing.
    expect(policy).not.toContain('pixel.example');

    const other = await harness.app.inject({ method: 'GET', url: '/', headers: { host: plain.hostname } });
    expect(other.headers['content-security-policy']).not.toContain('analytics.example');
    for (const url of ['/Login', '/login?redirect=/profile']) {
      const login = await harness.app.inject({ method: 'GET', url, headers: { host: configured.hostname } });
      expect(login.headers['content-security-policy']).not.toContain('analytics.example');
    }
    const api = await harness.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host: configured.hostname } });
    expect(api.headers['content-security-policy']).not.toContain('analytics.example');
  });
});
