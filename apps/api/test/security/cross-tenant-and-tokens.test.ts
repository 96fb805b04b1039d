import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, events, registrations } from '../../src/db/schema/index';
import { createCheckInEvent, registerFor, type CheckInEvent } from '../../src/features/check-in/check-in.test-fixtures';
import { createTenant, createUser, signInAs } from '../factories';
import { listEndpoints, type OpenApiDocument } from '../fuzz/openapi-arbitraries';
import { createTestApp, TEST_SECRETS, type TestApp } from '../test-app';

/**
 * Tenant A's people, with valid tokens, aim at tenant B: every secured route refuses A's tokens on
 * B's site, every route with ids refuses B's ids on A's site, and writes into B's records change nothing.
 * Then the ways a session token can be forged, stale or revoked.
 */
describe('tenant isolation and session tokens', () => {
  let harness: TestApp;
  let siteA: Awaited<ReturnType<typeof createTenant>>;
  let siteB: Awaited<ReturnType<typeof createTenant>>;
  let gamesB: CheckInEvent;
  let tokens: { memberA: string; staffA: string; adminA: string };
  let endpoints: ReturnType<typeof listEndpoints>;
  const MARKER_B = 'Tenant-B-private';

  beforeAll(async () => {
    harness = await createTestApp();
    const db = harness.database.db;
    siteA = await createTenant(db, { hostnames: ['a.isolation.test'] });
    siteB = await createTenant(db, { hostnames: ['b.isolation.test'] });
    await createCheckInEvent(db, siteA);
    gamesB = await createCheckInEvent(db, siteB);
    await db
      .update(events)
      .set({ name: `${MARKER_B} games`, isPublished: true })
      .where(eq(events.id, gamesB.event.id));
    const personB = await createUser(db, siteB.id, { name: `${MARKER_B} person` });
    await registerFor(db, personB.id, gamesB.footballMen.id, gamesB.team.id);
    tokens = {
      memberA: await signInAs(harness.app, await createUser(db, siteA.id)),
      staffA: await signInAs(harness.app, await createUser(db, siteA.id, { role: 'staff' })),
      adminA: await signInAs(harness.app, await createUser(db, siteA.id, { role: 'admin' })),
    };
    const openApi = (await harness.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<OpenApiDocument>();
    endpoints = listEndpoints(openApi);
  });
  afterAll(() => harness.close());

  const call = (method: string, url: string, host: string, token?: string, payload?: object) =>
    harness.app.inject({
      method: method as 'GET',
      url,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });

  it("refuses A's valid tokens on every secured route of B's site", async () => {
    // Logout answers 200 to anyone (idempotent); it ends no session of another site, as the token tests show.
    const secured = endpoints.filter(
      (endpoint) => endpoint.operation.security && !endpoint.path.endsWith('/stream') && endpoint.path !== '/api/auth/logout',
    );
    expect(secured.length).toBeGreaterThan(20);
    for (const endpoint of secured) {
      const url = endpoint.path.replace(/\{\w+\}/g, String(gamesB.event.id));
      for (const token of Object.values(tokens)) {
        const response = await call(endpoint.method, url, siteB.hostname, token, endpoint.method === 'GET' ? undefined : {});
        // 204 is /api/auth/me's "nobody is signed in".
        const refused = response.statusCode >= 400 || (response.statusCode === 204 && response.body === '');
        expect(refused, `${endpoint.method} ${url} → ${response.statusCode}`).toBe(true);
        expect(response.body).not.toContain(MARKER_B);
      }
    }
  });

  it("never shows B's records on A's site, whoever asks, by any id in the path", async () => {
    const idsOfB = [gamesB.event.id, gamesB.footballMen.id, gamesB.team.id, gamesB.football.id];
    const withIds = endpoints.filter(
      (endpoint) => endpoint.method === 'GET' && /\{\w*[iI]d\}/.test(endpoint.path) && !endpoint.path.endsWith('/stream'),
    );
    expect(withIds.length).toBeGreaterThan(10);
    for (const endpoint of withIds) {
      for (const id of idsOfB) {
        const url = endpoint.path.replace(/\{\w+\}/g, String(id));
        for (const token of [undefined, ...Object.values(tokens)]) {
          const response = await call('GET', url, siteA.hostname, token);
          expect(response.body, `GET ${url} → ${response.statusCode}`).not.toContain(MARKER_B);
          if (response.statusCode < 300) expect(response.body, `GET ${url}`).not.toContain(gamesB.event.slug);
        }
      }
    }
  });

  it("refuses writes into B's event from A's site: check-in, registration, staff codes, admin edits", async () => {
    const db = harness.database.db;
    const checkIn = await call('POST', '/api/user/checkin/verify', siteA.hostname, tokens.memberA, {
      eventId: gamesB.event.id,
      sportId: gamesB.football.id,
      venue: 'Stadium',
      scanId: randomUUID(),
    });
    expect(checkIn.statusCode).toBe(404);
    const register = await call('POST', '/api/customer/registrations', siteA.hostname, tokens.memberA, {
      eventId: gamesB.event.id,
      entries: [{ eventSportCategoryId: gamesB.chessMen.id, mode: 'individual' }],
    });
    expect(register.statusCode).toBeGreaterThanOrEqual(400);
    const codes = await call('GET', `/api/events/${gamesB.event.id}/checkin-codes`, siteA.hostname, tokens.staffA);
    expect(codes.statusCode).toBe(404);
    const edit = await call('PATCH', `/api/admin/events/${gamesB.event.id}`, siteA.hostname, tokens.adminA, { name: 'Taken over' });
    expect(edit.statusCode).toBe(404);

    expect(await db.select().from(attendance).where(eq(attendance.eventId, gamesB.event.id))).toEqual([]);
    expect(await db.select().from(registrations).where(eq(registrations.eventSportCategoryId, gamesB.chessMen.id))).toEqual([]);
    const [eventB] = await db.select().from(events).where(eq(events.id, gamesB.event.id));
    expect(eventB!.name).toBe(`${MARKER_B} games`);
  });

  describe('session tokens', () => {
    const secret = new TextEncoder().encode(TEST_SECRETS.sessionSecret);
    const me = (token: string) => call('GET', '/api/customer/profile', siteA.hostname, token);
    const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

    /** The claims of a real, live token: only the signature or expiry is wrong in each forgery. */
    async function liveClaims() {
      const token = await signInAs(harness.app, await createUser(harness.database.db, siteA.id));
      expect((await me(token)).statusCode).toBe(200);
      const [, payload] = token.split('.');
      return { token, claims: JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown> };
    }

    it('accepts a real token (the refusals below are about the token, not the setup)', async () => {
      await liveClaims();
    });

    it('refuses alg none', async () => {
      const { claims } = await liveClaims();
      for (const alg of ['none', 'None', 'NONE']) {
        expect((await me(`${base64url({ alg, typ: 'JWT' })}.${base64url(claims)}.`)).statusCode).toBe(401);
      }
    });

    it('refuses a token signed with another key, or with another algorithm', async () => {
      const { claims } = await liveClaims();
      const wrongKey = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('k'.repeat(48)));
      expect((await me(wrongKey)).statusCode).toBe(401);
      const hs512 = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS512' })
        .sign(new TextEncoder().encode(TEST_SECRETS.sessionSecret.repeat(2)));
      expect((await me(hs512)).statusCode).toBe(401);
    });

    it('refuses a token with a tampered payload (another user, another tenant)', async () => {
      const { token, claims } = await liveClaims();
      const [header, , signature] = token.split('.');
      expect((await me(`${header}.${base64url({ ...claims, sub: '1' })}.${signature}`)).statusCode).toBe(401);
      expect((await me(`${header}.${base64url({ ...claims, tid: siteB.id })}.${signature}`)).statusCode).toBe(401);
    });

    it('refuses an expired token, even with the right key', async () => {
      const { claims } = await liveClaims();
      const expired = await new SignJWT({ ...claims, exp: Math.floor(harness.clock.now().getTime() / 1000) - 1 })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(secret);
      expect((await me(expired)).statusCode).toBe(401);
    });

    it('refuses the token of a session that logged out, at once', async () => {
      const { token } = await liveClaims();
      expect((await call('POST', '/api/auth/logout', siteA.hostname, token)).statusCode).toBe(200);
      expect((await me(token)).statusCode).toBe(401);
      expect((await call('GET', '/api/auth/me', siteA.hostname, token)).statusCode).toBe(204);
    });

    it('refuses a token when its session has run out, though the signature still verifies', async () => {
      const { token } = await liveClaims();
      harness.clock.advanceSeconds(harness.config.SESSION_TTL_DAYS * 86_400 + 1);
      expect((await me(token)).statusCode).toBe(401);
    });
  });
});
