import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, createTeam } from '../../../test/event-factories';
import { countRoundTrips, type CountingDatabase } from '../../../test/counting-database';
import { createTestDatabase } from '../../../test/test-database';
import { personalCodeDrawings } from '../auth/personal-code/personal-code';

/** Issue 14: public event reads from the in-process cache, with HTTP caching and invalidation on writes. */
describe('public reads from cache', () => {
  let harness: TestApp;
  let counting: CountingDatabase;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let other: Awaited<ReturnType<typeof createTenant>>;
  let games: Awaited<ReturnType<typeof createEvent>>;
  let adminToken: string;
  let teamIds: number[];

  beforeAll(async () => {
    counting = countRoundTrips(await createTestDatabase());
    harness = await createTestApp({ database: counting.handle, env: { PUBLIC_CACHE_ENABLED: 'true' } });
    const db = harness.database.db;
    tenant = await createTenant(db);
    other = await createTenant(db);
    games = await createEvent(db, tenant);
    const teams = [];
    for (const name of ['Cache Alpha', 'Cache Beta', 'Cache Gamma']) {
      const company = await createCompany(db, tenant.id, `${name} Corp`);
      teams.push(await createTeam(db, games.footballOpen.id, `${name} FC`, company.id));
    }
    teamIds = teams.map((team) => team.id);
    adminToken = await signInAs(harness.app, await createUser(db, tenant.id, { role: 'admin' }));
  });
  afterAll(() => harness.close());

  const get = (url: string, headers: Record<string, string> = {}, host = tenant.hostname) =>
    harness.app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const tallyUrl = () => `/api/public/events/${games.event.id}/medal-tally`;
  const setPlacings = (order: number[]) =>
    harness.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${games.event.id}/categories/${games.footballOpen.id}/placings`,
      headers: { host: tenant.hostname, authorization: `Bearer ${adminToken}` },
      payload: { placings: order.map((teamId, index) => ({ teamId, place: index + 1 })) },
    });

  it('answers with a weak ETag and a public, short-lived Cache-Control, and 304 to a repeated read', async () => {
    const first = await get(tallyUrl());
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=15, stale-while-revalidate=60');

    const again = await get(tallyUrl(), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // The strong form of the same tag matches too (If-None-Match compares weakly).
    expect((await get(tallyUrl(), { 'if-none-match': `"other", ${etag.slice(2)}` })).statusCode).toBe(304);
  });

  it('serves a repeated read without touching the database', async () => {
    const url = `/api/public/events/${games.event.id}/teams`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    counting.reset();
    const hit = await get(url);
    expect(hit.statusCode).toBe(200);
    expect(hit.body).toBe(first.body);
    expect(counting.statements()).toEqual([]);
  });

  it("shows an admin's change to a result on the very next read, with a new ETag", async () => {
    const before = await get(tallyUrl());
    expect(before.json().data).toEqual([]);
    const results = await get(`/api/public/events/${games.event.id}/results`);

    expect((await setPlacings(teamIds)).statusCode).toBe(200);
    const after = await get(tallyUrl(), { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data.map((row: { company: { name: string }; gold: number }) => [row.company.name, row.gold])).toEqual([
      ['Cache Alpha Corp', 1],
      ['Cache Beta Corp', 0],
      ['Cache Gamma Corp', 0],
    ]);
    expect((await get(`/api/public/events/${games.event.id}/results`)).body).not.toBe(results.body);

    // And again the other way round: the cache never answers with the older order.
    expect((await setPlacings([...teamIds].reverse())).statusCode).toBe(200);
    expect((await get(tallyUrl())).json().data[0]).toMatchObject({ company: { name: 'Cache Gamma Corp' }, gold: 1 });
  });

  it("keeps tenants apart: one tenant's answer is never another's", async () => {
    expect((await get(tallyUrl())).statusCode).toBe(200);
    expect((await get(tallyUrl(), {}, other.hostname)).statusCode).toBe(404);
  });

  it('keeps personal answers private and uncached', async () => {
    const member = await createUser(harness.database.db, tenant.id);
    const token = await signInAs(harness.app, member);
    const profile = await get('/api/customer/profile', { authorization: `Bearer ${token}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('private, no-store');
    expect(profile.headers.etag).toBeUndefined();
  });

  it('draws the personal QR code once per code: a second profile read does not draw it again', async () => {
    const token = await signInAs(harness.app, await createUser(harness.database.db, tenant.id));
    const read = () => get('/api/customer/profile', { authorization: `Bearer ${token}` });
    const first = await read();
    expect(first.json().data.qrCode).toMatch(/^data:image\/png;base64,/);
    const drawn = personalCodeDrawings();
    const second = await read();
    expect(second.json().data.qrCode).toBe(first.json().data.qrCode);
    expect(personalCodeDrawings()).toBe(drawn);
  });

  it('compresses JSON over 1 KB as Accept-Encoding allows, and leaves small answers and 304s alone', async () => {
    const url = `/api/public/events/by-path/${tenant.city.name.toLowerCase()}-${games.event.slug}`;
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect((await get(url, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');

    const small = await get('/api/health', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const notModified = await get(url, { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect(notModified.rawPayload.length).toBe(0);
  });
});
