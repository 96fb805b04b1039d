/**
 * Issue 28, shared caches: public answers vary on the headers that chose the tenant (Host, and
 * X-Forwarded-Host behind a trusted proxy); their ETag is the same answer's in every encoding, so
 * it is weak; random query strings neither make new entries nor evict the pages people read; a
 * storm of misses on one URL costs one database read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, createTeam } from '../../../test/event-factories';
import { countRoundTrips, type CountingDatabase } from '../../../test/counting-database';
import { createTestDatabase } from '../../../test/test-database';

describe('public answers in shared caches (issue 28)', () => {
  let harness: TestApp;
  let counting: CountingDatabase;
  let siteA: Awaited<ReturnType<typeof createTenant>>;
  let siteB: Awaited<ReturnType<typeof createTenant>>;
  let games: Awaited<ReturnType<typeof createEvent>>;
  let gamesOfB: Awaited<ReturnType<typeof createEvent>>;
  let adminToken: string;
  let teamId: number;

  beforeAll(async () => {
    counting = countRoundTrips(await createTestDatabase());
    // The deployment docs/deploy.md describes: one proxy in front, trusted for X-Forwarded-*.
    harness = await createTestApp({ database: counting.handle, env: { PUBLIC_CACHE_ENABLED: 'true', TRUST_PROXY: '1' } });
    const db = harness.database.db;
    siteA = await createTenant(db);
    siteB = await createTenant(db);
    games = await createEvent(db, siteA);
    gamesOfB = await createEvent(db, siteB);
    for (const name of ['Vary Alpha', 'Vary Beta', 'Vary Gamma', 'Vary Delta', 'Vary Epsilon', 'Vary Zeta']) {
      const company = await createCompany(db, siteA.id, `${name} Corp with a longer name to pass one kilobyte`);
      teamId = (await createTeam(db, games.footballOpen.id, `${name} FC`, company.id)).id;
    }
    adminToken = await signInAs(harness.app, await createUser(db, siteA.id, { role: 'admin' }));
  });
  afterAll(() => harness.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'GET', url, headers: { host: siteA.hostname, ...headers } });
  const teamsUrl = () => `/api/public/events/${games.event.id}/teams`;
  /** Statements other than the tenant resolver's (its own 5 s cache may expire mid-test). */
  const readsSinceReset = () => counting.statements().filter((statement) => !statement.startsWith('select "tenants"'));

  it('varies every public answer on Host and X-Forwarded-Host, the headers that chose its tenant', async () => {
    const plain = await get(teamsUrl(), { 'accept-encoding': 'br' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toMatch(/^public/);
    const vary = String(plain.headers.vary)
      .toLowerCase()
      .split(',')
      .map((name) => name.trim());
    expect(vary).toEqual(expect.arrayContaining(['host', 'x-forwarded-host', 'accept-encoding']));

    // Why it matters: with the proxy trusted, X-Forwarded-Host picks the tenant over Host.
    const forwarded = await get(`/api/public/events/${gamesOfB.event.id}/teams`, { 'x-forwarded-host': siteB.hostname });
    expect(forwarded.statusCode).toBe(200);
    expect(String(forwarded.headers.vary).toLowerCase()).toContain('x-forwarded-host');
    const list = await get('/api/public/events', { 'x-forwarded-host': siteB.hostname });
    expect(String(list.headers.vary).toLowerCase()).toContain('x-forwarded-host');
    expect(list.json().data.map((event: { id: number }) => event.id)).toEqual([gamesOfB.event.id]);
  });

  it('gives the same answer in two encodings a tag that is not one strong tag for both', async () => {
    const identity = await get(teamsUrl());
    const brotli = await get(teamsUrl(), { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(identity.headers['content-encoding']).toBeUndefined();
    const [plainTag, brotliTag] = [String(identity.headers.etag), String(brotli.headers.etag)];
    // A strong tag names exact bytes: it must differ per encoding, or be weak (ours is weak).
    expect(plainTag !== brotliTag || (plainTag.startsWith('W/') && brotliTag.startsWith('W/'))).toBe(true);
    expect(brotliTag).toMatch(/^W\//);
    // Either representation revalidates with its tag.
    expect((await get(teamsUrl(), { 'accept-encoding': 'br', 'if-none-match': brotliTag })).statusCode).toBe(304);
    expect((await get(teamsUrl(), { 'if-none-match': plainTag })).statusCode).toBe(304);
  });

  it('keeps the pages people read through 500 unique query strings, and ignores unknown parameters', async () => {
    const fixturesUrl = `/api/public/events/${games.event.id}/fixtures`;
    const calendar = '/api/public/event-calendar';
    for (const url of [teamsUrl(), fixturesUrl, calendar]) expect((await get(url)).statusCode).toBe(200);

    // Parameters the route does not read are not part of the key: one entry, no database read.
    counting.reset();
    for (let index = 0; index < 500; index++) expect((await get(`${fixturesUrl}?utm_source=${index}`)).statusCode).toBe(200);
    expect(readsSinceReset()).toEqual([]);

    // A parameter it reads makes variants, capped per path: they replace that path's variants only.
    for (let index = 0; index < 500; index++) expect((await get(`${fixturesUrl}?venueId=${index + 1}`)).statusCode).toBe(200);
    counting.reset();
    for (const url of [teamsUrl(), calendar, `${teamsUrl()}?utm_source=mail&fbclid=x`]) expect((await get(url)).statusCode).toBe(200);
    expect(readsSinceReset()).toEqual([]);
  }, 60_000);

  it('answers a storm of misses on one URL with one database read', async () => {
    const setPlacing = () =>
      harness.app.inject({
        method: 'PUT',
        url: `/api/admin/events/${games.event.id}/categories/${games.footballOpen.id}/placings`,
        headers: { host: siteA.hostname, authorization: `Bearer ${adminToken}` },
        payload: { placings: [{ teamId, place: 1 }] },
      });
    expect((await setPlacing()).statusCode).toBe(200);
    counting.reset();
    const single = await get(teamsUrl());
    expect(single.statusCode).toBe(200);
    const oneRead = readsSinceReset().length;
    expect(oneRead).toBeGreaterThan(0);

    expect((await setPlacing()).statusCode).toBe(200);
    counting.reset();
    const storm = await Promise.all(Array.from({ length: 20 }, () => get(teamsUrl())));
    expect(storm.every((answer) => answer.statusCode === 200 && answer.body === single.body)).toBe(true);
    expect(readsSinceReset()).toHaveLength(oneRead);
  });
});
