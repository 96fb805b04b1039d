import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_FLAGS_ON } from '@podium/contracts/tenant/tenant-config';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant } from '../../../test/factories';

describe('tenant resolution by host', () => {
  let harness: TestApp;
  let sports: Awaited<ReturnType<typeof createTenant>>;
  let club: Awaited<ReturnType<typeof createTenant>>;
  let fallback: Awaited<ReturnType<typeof createTenant>>;

  beforeAll(async () => {
    harness = await createTestApp({ env: { TRUST_PROXY: 'false' } });
    fallback = await createTenant(harness.database.db, { hostnames: ['localhost'], isDefault: true });
    sports = await createTenant(harness.database.db, {
      hostnames: ['sports.acme.test'],
      featureFlags: { ...ALL_FLAGS_ON, modules: { ...ALL_FLAGS_ON.modules, blogs: false } },
    });
    club = await createTenant(harness.database.db, { hostnames: ['club.acme.test'], maintenance: true, mainClubHost: 'club.acme.test' });
  });
  afterAll(() => harness.close());

  const configFor = async (host: string, headers: Record<string, string> = {}) => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/tenant-config', headers: { host, ...headers } });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('answers with the tenant that claims the host, ignoring case and port', async () => {
    const body = await configFor('SPORTS.acme.test:8080');
    expect(body.data.tenant.slug).toBe(sports.slug);
    expect(body.featureFlags.modules.blogs).toBe(false);
    expect(body.data.settings.siteTitle).toBe(sports.settings.siteTitle);
  });

  it('says who may sign in, so the phone step can state the rule up front (issue 30)', async () => {
    const restricted = await createTenant(harness.database.db, { hostnames: ['members.acme.test'], signInPolicy: 'registeredOnly' });
    expect((await configFor('members.acme.test')).data.signInPolicy).toBe(restricted.signInPolicy);
    expect((await configFor('sports.acme.test')).data.signInPolicy).toBe('open');
  });

  it('falls back to the default tenant for an unknown host', async () => {
    const body = await configFor('unknown.example.org');
    expect(body.data.tenant.slug).toBe(fallback.slug);
  });

  it('marks the main club host so the web app hides Security there', async () => {
    expect((await configFor('club.acme.test')).data.tenant.isMainClubHost).toBe(true);
    expect((await configFor('sports.acme.test')).data.tenant.isMainClubHost).toBe(false);
  });

  it('lists only the cities of the answering tenant', async () => {
    const body = await configFor('sports.acme.test');
    expect(body.data.cities).toEqual([{ id: sports.city.id, name: 'Bengaluru' }]);
    expect(body.data.cities.map((city: { id: number }) => city.id)).not.toContain(club.city.id);
  });

  it('ignores X-Forwarded-Host unless TRUST_PROXY is set', async () => {
    const body = await configFor('sports.acme.test', { 'x-forwarded-host': 'club.acme.test' });
    expect(body.data.tenant.slug).toBe(sports.slug);
  });

  it('reports maintenance per tenant on /api/user/landing', async () => {
    const landing = (host: string) => harness.app.inject({ method: 'GET', url: '/api/user/landing', headers: { host } });
    expect((await landing('club.acme.test')).json()).toEqual({ success: true, message: 'OK', data: { maintenance: true } });
    expect((await landing('sports.acme.test')).json().data.maintenance).toBe(false);
  });
});

describe('tenant resolution behind a proxy', () => {
  let harness: TestApp;
  let club: Awaited<ReturnType<typeof createTenant>>;

  beforeAll(async () => {
    harness = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    await createTenant(harness.database.db, { hostnames: ['localhost'], isDefault: true });
    club = await createTenant(harness.database.db, { hostnames: ['club.proxy.test'] });
  });
  afterAll(() => harness.close());

  it('uses X-Forwarded-Host when TRUST_PROXY is set', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/tenant-config',
      headers: { host: 'internal:3000', 'x-forwarded-host': 'club.proxy.test' },
    });
    expect(response.json().data.tenant.slug).toBe(club.slug);
  });
});
