import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantConfig } from '@podium/contracts/tenant/tenant-config';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAtOidcProvider } from '../../../test/identity-providers';
import { loadConfig } from '../../config/config';
import { seedDemo } from '../../db/seed/demo-seed';

let testApp: TestApp;
let origin: string;

beforeAll(async () => {
  testApp = await createTestApp({ env: { DEMO_IDENTITY_PROVIDER: 'true' } });
  await seedDemo(testApp.app.deps.db, testApp.clock.now());
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://localhost:${(testApp.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await testApp?.close();
});

/** Real HTTP, as a browser on the demo would: no redirect following, cookies by hand. */
async function get(path: string, cookie?: string) {
  return fetch(`${origin}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
}

describe('demo identity provider (npm start)', () => {
  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_IDENTITY_PROVIDER: 'true' })).toThrow(/DEMO_IDENTITY_PROVIDER/);
  });

  it('offers the corporate directory and Google on the demo tenant', async () => {
    const config = (await (await get('/api/tenant-config')).json()) as TenantConfig;
    expect(config.sso.allowedDomains).toEqual(['podium.example']);
    expect(config.authProviders.providers).toMatchObject({ google: true, microsoft: false, github: false });
  });

  it('publishes OpenID discovery at /oidc-demo', async () => {
    const discovery = (await (await get('/oidc-demo/.well-known/openid-configuration')).json()) as Record<string, string>;
    expect(discovery.issuer).toBe(`${origin}/oidc-demo`);
    expect(discovery.authorization_endpoint).toBe(`${origin}/oidc-demo/auth`);
  });

  /** A demo identity's whole round trip; answers where it landed and who it signed in as. */
  async function signInAsDemo(subject: string, email: string) {
    const login = await get(`/api/auth/login?connection=corporate&login_hint=${encodeURIComponent(email)}&returnTo=%2Fprofile`);
    expect(login.status).toBe(302);
    const flowCookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const callbackUrl = await signInAtOidcProvider(login.headers.get('location')!, subject);
    const done = await get(`${callbackUrl.pathname}${callbackUrl.search}`, flowCookie);
    expect(done.status).toBe(302);
    const token = done.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('token='))!
      .split(';')[0]!
      .slice('token='.length);
    const me = (await (await fetch(`${origin}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      user: unknown;
    };
    return { location: done.headers.get('location'), user: me.user };
  }

  it('signs a demo identity in through its login page, end to end', async () => {
    const { location, user } = await signInAsDemo('demo-ananya', 'ananya@podium.example');
    expect(location).toBe('/profile');
    expect(user).toMatchObject({ email: 'ananya@podium.example', name: 'Ananya Rao', emailVerified: true });
  });

  it("links Asha's identity to the demo admin, whose seeded email is verified", async () => {
    const { location, user } = await signInAsDemo('demo-asha', 'admin@podium.example');
    expect(location).toBe('/profile');
    expect(user).toMatchObject({ phone: '9000000001', role: 'admin', email: 'admin@podium.example', emailVerified: true });
  });
});
