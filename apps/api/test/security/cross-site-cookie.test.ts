import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckInEvent } from '../../src/features/check-in/check-in.test-fixtures';
import { createTenant, createUser, signInAs } from '../factories';
import { installChangeRecorder, takeChanges } from '../fuzz/change-recorder';
import { listEndpoints, type Endpoint, type OpenApiDocument } from '../fuzz/openapi-arbitraries';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Cross-site request forgery: a browser attaches the `token` cookie to requests other sites make
 * (sibling hosts of the same site even with SameSite=Lax). Every POST, PUT, PATCH and DELETE of the
 * OpenAPI document (a new route is covered without editing this file), sent with only an admin's
 * cookie from another origin, is refused with 403 CROSS_SITE_REQUEST and writes nothing; the same
 * request from our own origin, or with the token in a header, is not refused for its origin.
 */
describe('state-changing requests authenticated by the cookie alone must be same-origin', () => {
  let harness: TestApp;
  let site: Awaited<ReturnType<typeof createTenant>>;
  let sibling: Awaited<ReturnType<typeof createTenant>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let unsafe: Endpoint[];

  beforeAll(async () => {
    harness = await createTestApp();
    const db = harness.database.db;
    site = await createTenant(db, { hostnames: ['a.podium-csrf.test'] });
    sibling = await createTenant(db, { hostnames: ['b.podium-csrf.test'] });
    await createCheckInEvent(db, site);
    admin = await createUser(db, site.id, { role: 'admin' });
    await installChangeRecorder(db);
    const openApi = (await harness.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<OpenApiDocument>();
    unsafe = listEndpoints(openApi).filter((endpoint) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(endpoint.method));
  });
  afterAll(() => harness.close());

  /** A fresh session each time, so a logout or a role change in one call cannot spoil the next. */
  const send = async (endpoint: Endpoint, headers: Record<string, string>, credential: 'cookie' | 'header' = 'cookie') => {
    const token = await signInAs(harness.app, admin);
    await takeChanges(harness.database.db);
    const response = await harness.app.inject({
      method: endpoint.method as 'POST',
      // Ids that do not exist: the origin check is the subject here, not what each route does.
      url: endpoint.path.replace(/\{(\w+)\}/g, '999999'),
      headers: {
        host: site.hostname,
        ...(credential === 'cookie' ? { cookie: `token=${token}` } : { authorization: `Bearer ${token}` }),
        ...headers,
      },
      payload: {},
    });
    return { response, changed: await takeChanges(harness.database.db), token };
  };

  it('finds the state-changing routes, logout and the admin console among them', () => {
    expect(unsafe.length).toBeGreaterThan(30);
    expect(unsafe).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/auth/logout' }));
    expect(unsafe).toContainEqual(expect.objectContaining({ method: 'PATCH', path: '/api/admin/tenant-settings' }));
  });

  it('refuses every one with 403 CROSS_SITE_REQUEST and writes nothing, from a foreign Origin or a cross-site fetch', async () => {
    const forgeries: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      // Another tenant on the same parent domain: same-site, so a Lax cookie rides along.
      { origin: `https://${sibling.hostname}`, 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
      { origin: `https://${site.hostname}.evil.example` },
    ];
    for (const endpoint of unsafe) {
      for (const headers of forgeries) {
        const { response, changed } = await send(endpoint, headers);
        const context = `${endpoint.method} ${endpoint.path} ${JSON.stringify(headers)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, context).toBe(403);
        expect(response.json(), context).toMatchObject({ success: false, error: 'CROSS_SITE_REQUEST' });
        expect(response.json().message, context).toContain('another site');
        expect(changed, context).toEqual([]);
      }
    }
  });

  it('lets the same requests through from our own origin, and with the token in a header from anywhere', async () => {
    const allowed: [Record<string, string>, 'cookie' | 'header'][] = [
      [{ origin: `https://${site.hostname}`, 'sec-fetch-site': 'same-origin' }, 'cookie'],
      [{ 'sec-fetch-site': 'same-origin' }, 'cookie'],
      // Not a browser (no Origin, no Fetch Metadata): nothing could have been forged.
      [{}, 'cookie'],
      // A header is something no other site can make a browser send.
      [{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, 'header'],
    ];
    const refusedByRoute = new Set<string>();
    for (const endpoint of unsafe) {
      for (const [headers, credential] of allowed) {
        const { response } = await send(endpoint, headers, credential);
        refusedByRoute.add(response.statusCode === 403 ? `${endpoint.method} ${endpoint.path} ${response.json().error}` : '');
        const context = `${endpoint.method} ${endpoint.path} ${credential} ${JSON.stringify(headers)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        // The route's own rules still apply (a skip where MFA is not required is a 403 of its own).
        if (response.statusCode === 403) expect(response.json().error, context).not.toBe('CROSS_SITE_REQUEST');
        else expect(response.statusCode, context).not.toBe(401);
      }
    }
    refusedByRoute.delete('');
    expect([...refusedByRoute]).toEqual(['POST /api/mfa/skip-setup MFA_SKIP_NOT_ALLOWED']);
  });

  it('a forged logout leaves the session alive; our own page signs out with POST', async () => {
    const logout: Endpoint = { method: 'POST', path: '/api/auth/logout', operation: {} as Endpoint['operation'] };
    const forged = await send(logout, { origin: 'https://evil.example' });
    expect(forged.response.statusCode).toBe(403);
    const profile = (token: string) =>
      harness.app.inject({ method: 'GET', url: '/api/customer/profile', headers: { host: site.hostname, cookie: `token=${token}` } });
    expect((await profile(forged.token)).statusCode).toBe(200);
    const own = await send(logout, { origin: `https://${site.hostname}`, 'sec-fetch-site': 'same-origin' });
    expect(own.response.statusCode).toBe(200);
    expect((await profile(own.token)).statusCode).toBe(401);
  });
});

describe('the same-origin check behind a proxy and with the web app on its own host', () => {
  let harness: TestApp;
  let site: Awaited<ReturnType<typeof createTenant>>;
  let token: string;

  beforeAll(async () => {
    harness = await createTestApp({ env: { CORS_ORIGINS: 'https://web.podium-csrf.test', TRUST_PROXY: 'true' } });
    site = await createTenant(harness.database.db, { hostnames: ['api.podium-csrf.test'] });
    token = await signInAs(harness.app, await createUser(harness.database.db, site.id, { role: 'admin' }));
  });
  afterAll(() => harness.close());

  const patchSettings = (headers: Record<string, string>) =>
    harness.app.inject({
      method: 'PATCH',
      url: '/api/admin/tenant-settings',
      headers: { host: site.hostname, cookie: `token=${token}`, ...headers },
      payload: { maintenance: false },
    });

  it('accepts an origin of CORS_ORIGINS, and the public host a trusted proxy forwards', async () => {
    expect((await patchSettings({ origin: 'https://web.podium-csrf.test', 'sec-fetch-site': 'same-site' })).statusCode).toBe(200);
    const proxied = await patchSettings({
      host: 'podium-api:3000',
      'x-forwarded-host': site.hostname,
      'x-forwarded-proto': 'https',
      origin: `https://${site.hostname}`,
    });
    expect(proxied.statusCode, proxied.body).toBe(200);
    const foreign = await patchSettings({ origin: 'https://other.podium-csrf.test' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('CROSS_SITE_REQUEST');
  });
});
