/**
 * The authentication plugin: each route declares who may call it (`config.auth`), the plugin checks
 * it before the handler and hands the handler `request.session`. A route that declares a bearer
 * token in its OpenAPI entry but no `config.auth` stops the server from starting.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@podium/contracts/messages';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { registerAuthentication, SIGN_IN_AGAIN_MESSAGE } from './authentication';

describe('the authentication plugin', () => {
  let harness: TestApp;
  let site: Awaited<ReturnType<typeof createTenant>>;
  let otherSite: Awaited<ReturnType<typeof createTenant>>;
  let memberToken: string;
  let otherSiteToken: string;

  beforeAll(async () => {
    harness = await createTestApp();
    const db = harness.database.db;
    site = await createTenant(db);
    otherSite = await createTenant(db);
    memberToken = await signInAs(harness.app, await createUser(db, site.id));
    otherSiteToken = await signInAs(harness.app, await createUser(db, otherSite.id));
  });
  afterAll(() => harness.close());

  const get = (url: string, token?: string) =>
    harness.app.inject({ method: 'GET', url, headers: { host: site.hostname, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  it("refuses a member route without a session, with the route's own sign-in text", async () => {
    const registrations = await get('/api/customer/registrations');
    expect(registrations.statusCode).toBe(401);
    expect(registrations.json()).toMatchObject({ success: false, message: SIGN_IN_AGAIN_MESSAGE });

    const mfa = await get('/api/mfa/status');
    expect(mfa.statusCode).toBe(401);
    expect(mfa.json().message).toBe(MESSAGES.mfa.tokenNotFound);
  });

  it("refuses another site's valid session and serves this site's", async () => {
    expect((await get('/api/customer/coupons', otherSiteToken)).statusCode).toBe(401);
    const own = await get('/api/customer/coupons', memberToken);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ success: true, data: { total: 0 } });
  });

  it('gives an optional route the session when there is one and no refusal when there is none', async () => {
    expect((await get('/api/auth/me')).statusCode).toBe(204);
    expect((await get('/api/auth/me', otherSiteToken)).statusCode).toBe(204);
    const me = await get('/api/auth/me', memberToken);
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toBeDefined();
  });

  it('refuses to start when a route needs a bearer token but declares no config.auth', async () => {
    const bare = Fastify();
    await bare.register(async (api) => {
      registerAuthentication(api);
      api.get('/declared', { schema: { security: [{ bearer: [] }] }, config: { auth: 'member' } }, async () => 'ok');
      api.get('/forgotten', { schema: { security: [{ bearer: [] }] } }, async () => 'ok');
      api.get('/public', async () => 'ok');
    });
    await expect(bare.ready()).rejects.toThrow(/GET \/forgotten/);
    await bare.close().catch(() => undefined);
  });
});
