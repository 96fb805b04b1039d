import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityProviders } from '../../src/db/schema/index';
import { createTenant, createUser, signInAs } from '../factories';
import { addIdentityProvider } from '../identity-providers';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Red-team finding 3 (issue 12): a tenant admin read other tenants' SSO_SECRET_* values (naming
 * any variable, `secretConfigured` as an oracle, free-form token endpoints receiving the secret)
 * and made the server fetch internal addresses (an issuer of http://127.0.0.1:9999/internal/admin).
 * This app runs like production: no OUTBOUND_ALLOW_PRIVATE_HOSTS.
 */
describe('SSO secrets belong to their tenant; admin-typed provider URLs never reach private addresses', () => {
  let harness: TestApp;
  let attacker: Awaited<ReturnType<typeof createTenant>>;
  let victim: Awaited<ReturnType<typeof createTenant>>;
  let token: string;
  let internal: { server: Server; port: number; connections: number };

  beforeAll(async () => {
    harness = await createTestApp({ env: { SSO_SECRET_VICTIM_GOOGLE: 'victim-google-secret', SSO_SECRET_GOOGLE: 'legacy-shared-secret' } });
    const db = harness.database.db;
    attacker = await createTenant(db, { slug: 'attacker', allowedSsoDomains: ['attacker.example'] });
    victim = await createTenant(db, { slug: 'victim' });
    token = await signInAs(harness.app, await createUser(db, attacker.id, { role: 'admin' }));
    // An "internal admin" service on loopback: any connection to it is the server being used as a proxy.
    const server = createServer((_request, response) => response.end('internal'));
    internal = { server, port: 0, connections: 0 };
    server.on('connection', () => internal.connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    internal.port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    internal.server.closeAllConnections();
    await new Promise<void>((resolve) => internal.server.close(() => resolve()));
    await harness.close();
  });

  const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    harness.app.inject({
      method,
      url,
      headers: { host: attacker.hostname, authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it("cannot name another tenant's (or any) secret variable, and learns nothing about which exist", async () => {
    for (const variable of ['SSO_SECRET_VICTIM_GOOGLE', 'SSO_SECRET_GOOGLE', 'SSO_SECRET_NOT_SET']) {
      const named = await admin('POST', '/api/admin/identity-providers', {
        connection: 'google',
        clientId: 'x',
        clientSecretEnv: variable,
      });
      expect(named.statusCode, variable).toBe(400);
      expect(named.json().message).toContain('Enter the client secret itself');
    }
    const created = await admin('POST', '/api/admin/identity-providers', { connection: 'google', clientId: 'x' });
    expect(created.statusCode, created.body).toBe(200);
    // Only its own variable could make it configured, whatever else the operator has set.
    expect(created.json().data).toMatchObject({ secretConfigured: false, secretVariable: 'SSO_SECRET_ATTACKER_GOOGLE' });
    const listed = await admin('GET', '/api/admin/identity-providers');
    expect(listed.body).not.toMatch(/victim-google-secret|legacy-shared-secret|SSO_SECRET_VICTIM/);
    // A row naming the victim's variable (written before this fix) is ignored, not read.
    await harness.database.db
      .update(identityProviders)
      .set({ clientSecretEnv: 'SSO_SECRET_VICTIM_GOOGLE' })
      .where(eq(identityProviders.tenantId, attacker.id));
    expect((await admin('GET', '/api/admin/identity-providers')).json().data[0].secretConfigured).toBe(false);
    const config = await harness.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host: attacker.hostname } });
    expect(config.json().authProviders.providers.google).toBe(false);
  });

  it("does not open a sealed secret copied onto another tenant's row", async () => {
    const db = harness.database.db;
    await addIdentityProvider(db, victim.id, 'github', { clientId: 'victim-gh' });
    const [sealed] = await db.select().from(identityProviders).where(eq(identityProviders.tenantId, victim.id));
    await addIdentityProvider(db, attacker.id, 'github', { clientId: 'attacker-gh', clientSecretSealed: sealed!.clientSecretSealed });
    const listed = (await admin('GET', '/api/admin/identity-providers')).json().data;
    expect(listed.find((row: { connection: string }) => row.connection === 'github')).toMatchObject({ secretConfigured: false });
    const config = await harness.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host: attacker.hostname } });
    expect(config.statusCode).toBe(200);
    expect(config.json().authProviders.providers.github).toBe(false);
  });

  const internalUrls = () => [
    `http://127.0.0.1:${internal.port}/internal/admin`,
    `https://127.0.0.1:${internal.port}/internal/admin`,
    'https://10.1.2.3/realms/x',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/token',
    'https://[::ffff:127.0.0.1]/token',
    `https://localhost:${internal.port}/token`,
    'http://login.example.com/plain-http',
  ];

  it('refuses an issuer or endpoint on a loopback, private, link-local or metadata address, or over http, at save time (400)', async () => {
    const saved = await admin('POST', '/api/admin/identity-providers', { connection: 'microsoft', clientId: 'ms', clientSecret: 's' });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const url of internalUrls()) {
      for (const [body, field] of [
        [{ connection: 'corporate', clientId: 'c', clientSecret: 's', issuer: url }, 'Issuer'],
        [{ connection: 'facebook', clientId: 'f', clientSecret: 's', tokenEndpoint: url }, 'Token endpoint'],
      ] as const) {
        const refused = await admin('POST', '/api/admin/identity-providers', body);
        expect(refused.statusCode, `${field} ${url}`).toBe(400);
        expect(refused.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
        expect(refused.json().message).toMatch(new RegExp(`^${field}: .*(not a public internet address|https://)`));
      }
      const patched = await admin('PATCH', `/api/admin/identity-providers/${saved.json().data.id}`, { userInfoEndpoint: url });
      expect(patched.statusCode, url).toBe(400);
    }
    const rows = await harness.database.db.select().from(identityProviders).where(eq(identityProviders.tenantId, attacker.id));
    expect(rows.map((row) => row.connection).sort()).toEqual(['github', 'google', 'microsoft']);
    expect(rows.find((row) => row.connection === 'microsoft')!.userInfoEndpoint).toBeNull();
    expect(internal.connections).toBe(0);
  });

  it('refuses them at use time too (a row saved before, or a name that now resolves inside): the server never connects', async () => {
    const db = harness.database.db;
    const tenant = await createTenant(db, { allowedSsoDomains: ['corp.example'] });
    // Anonymous sign-in start through an internal issuer: discovery must not be fetched.
    for (const issuer of [`http://127.0.0.1:${internal.port}/internal/admin`, `https://localhost:${internal.port}/internal/admin`]) {
      await db.delete(identityProviders).where(eq(identityProviders.tenantId, tenant.id));
      await addIdentityProvider(db, tenant.id, 'corporate', { issuer, clientId: 'corp' });
      const login = await harness.app.inject({
        method: 'GET',
        url: '/api/auth/login?connection=corporate',
        headers: { host: tenant.hostname },
      });
      expect(login.statusCode).toBe(302);
      expect(login.headers.location, issuer).toBe('/Login?error=sso_initiate_failed');
    }
    // The client secret must not be posted to an internal token endpoint at the callback.
    await addIdentityProvider(db, tenant.id, 'github', {
      clientId: 'gh',
      authorizationEndpoint: 'https://github.com/login/oauth/authorize',
      tokenEndpoint: `https://127.0.0.1:${internal.port}/steal`,
    });
    const login = await harness.app.inject({ method: 'GET', url: '/api/auth/login?connection=github', headers: { host: tenant.hostname } });
    expect(login.statusCode).toBe(302);
    const state = new URL(String(login.headers.location)).searchParams.get('state');
    const flow = String(login.headers['set-cookie']).match(/sso_flow=([^;]+)/)![1];
    const callback = await harness.app.inject({
      method: 'GET',
      url: `/api/auth/callback/github?code=abc&state=${state}`,
      headers: { host: tenant.hostname, cookie: `sso_flow=${flow}` },
    });
    expect(callback.headers.location).toBe('/Login?error=login_failed');
    expect(internal.connections).toBe(0);
  });
});
