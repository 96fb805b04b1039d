import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant } from '../../../test/factories';
import { solveCaptcha } from '../auth/auth-test-kit';

describe('health, readiness, unknown routes and the web app', () => {
  let harness: TestApp;

  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'podium-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Podium</title><div id="root"></div>');
    harness = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
    await createTenant(harness.database.db, { hostnames: ['localhost'], isDefault: true });
  });
  afterAll(() => harness.close());

  it('answers liveness and readiness', async () => {
    const health = await harness.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ success: true, status: 'ok' });
    const ready = await harness.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(harness.database.kind);
  });

  it('answers unknown /api routes with a JSON 404', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/does-not-exist', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
  });

  it('serves the web app for other paths so the client router can show them', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/bengaluru-corporate-olympics-2026/teams' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('sends security headers with a CSP the app works under and camera allowed for self', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("'wasm-unsafe-eval'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(response.headers['permissions-policy']).toContain('camera=(self)');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('serves the OpenAPI document', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/tenant-config', '/api/user/landing', '/api/health']));
  });

  it('refuses malformed JSON with a readable 400', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'The body is not valid JSON.' });
  });

  it('stores a contact message and validates its fields', async () => {
    const bad = await harness.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { host: 'localhost' },
      payload: { name: 'A', email: 'nope', message: 'hi' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.email).toEqual(['Please enter a valid email address']);
    const good = await harness.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { host: 'localhost' },
      payload: { name: 'A', email: 'a@b.co', message: 'hi', captchaToken: await solveCaptcha(harness.app, 'localhost', '127.0.0.1') },
    });
    expect(good.statusCode).toBe(201);
    const rows = await harness.database.db.query.contactMessages.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'A', email: 'a@b.co', message: 'hi' });
  });
});
