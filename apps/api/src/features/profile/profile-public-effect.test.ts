/**
 * Issue 28: a member's profile edit used to empty their tenant's public cache and send `changed`
 * to every open event page. Now only the events that show the member (their name and company in
 * the teams they play for) are refreshed, a burst of edits is one message per event, an edit of
 * nothing public refreshes nothing, and profile edits are rate-limited.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, createTeam } from '../../../test/event-factories';
import { countRoundTrips, type CountingDatabase } from '../../../test/counting-database';
import { createTestDatabase } from '../../../test/test-database';
import { openSseStream } from '../../../test/sse-stream';
import { registerFor } from '../check-in/check-in.test-fixtures';

describe("a member's profile edit and the public pages (issue 28)", () => {
  let harness: TestApp;
  let counting: CountingDatabase;
  let baseUrl: string;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let played: Awaited<ReturnType<typeof createEvent>>;
  let other: Awaited<ReturnType<typeof createEvent>>;
  let member: Awaited<ReturnType<typeof createUser>>;
  let token: string;

  beforeAll(async () => {
    counting = countRoundTrips(await createTestDatabase());
    harness = await createTestApp({ database: counting.handle, env: { PUBLIC_CACHE_ENABLED: 'true' } });
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
    const db = harness.database.db;
    tenant = await createTenant(db);
    played = await createEvent(db, tenant);
    other = await createEvent(db, tenant);
    const company = await createCompany(db, tenant.id, 'Profile Effect Corp');
    member = await createUser(db, tenant.id, { name: 'Asha Rao', companyId: company.id });
    const team = await createTeam(db, played.footballOpen.id, 'Profile Effect FC', company.id);
    await registerFor(db, member.id, played.footballOpen.id, team.id);
    await createTeam(db, other.footballOpen.id, 'Elsewhere FC', null);
    token = await signInAs(harness.app, member);
  });
  afterAll(() => harness.close());

  const get = (url: string) => harness.app.inject({ method: 'GET', url, headers: { host: tenant.hostname } });
  const saveProfile = (bearer: string, name: string, email = `asha-${bearer.slice(-6)}@example.com`) =>
    harness.app.inject({
      method: 'PUT',
      url: '/api/customer/profile',
      headers: { host: tenant.hostname, authorization: `Bearer ${bearer}` },
      payload: { name, email, gender: 'female', companyName: 'Profile Effect Corp' },
    });
  const teamsOf = (event: { event: { id: number } }) => `/api/public/events/${event.event.id}/teams`;
  const streamOf = (event: { event: { id: number } }) => {
    const stream = openSseStream(`${baseUrl}/api/public/events/${event.event.id}/stream`, { host: tenant.hostname });
    return { ...stream, changed: () => stream.frames.filter((frame) => frame.event === 'changed').length };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1_200));
  /** Statements other than the tenant resolver's (its own 5 s cache may expire mid-test). */
  const readsSinceReset = () => counting.statements().filter((statement) => !statement.startsWith('select "tenants"'));

  it('refreshes only the events that show the member, and tells only their pages, once per burst', async () => {
    const [playedPage, otherPage] = [streamOf(played), streamOf(other)];
    try {
      for (const page of [playedPage, otherPage]) await page.waitFor((frame) => frame.event === 'ready');
      for (const url of [teamsOf(played), teamsOf(other), '/api/public/events']) expect((await get(url)).statusCode).toBe(200);

      expect((await saveProfile(token, 'Asha R. Menon')).statusCode).toBe(200);
      counting.reset();
      expect((await get(teamsOf(other))).statusCode).toBe(200);
      expect((await get('/api/public/events')).statusCode).toBe(200);
      expect(readsSinceReset()).toEqual([]);
      const members = (await get(teamsOf(played))).json().data.flatMap((team: { members: { name: string }[] }) => team.members);
      expect(members.map((person: { name: string }) => person.name)).toContain('Asha R. Menon');

      await playedPage.waitFor((frame) => frame.event === 'changed');
      // A burst of edits: one more message for the member's event, none ever for the other one.
      for (const name of ['Asha Menon', 'Asha M.', 'Asha Rao Menon', 'A. Menon'])
        expect((await saveProfile(token, name)).statusCode).toBe(200);
      await settle();
      expect(playedPage.changed()).toBeGreaterThanOrEqual(2);
      expect(playedPage.changed()).toBeLessThanOrEqual(3);
      expect(otherPage.changed()).toBe(0);

      // A change nothing public shows (the email) refreshes nothing and tells no page.
      const before = playedPage.changed();
      expect((await get(teamsOf(played))).statusCode).toBe(200);
      expect((await saveProfile(token, 'A. Menon', 'asha.menon@example.com')).statusCode).toBe(200);
      counting.reset();
      expect((await get(teamsOf(played))).statusCode).toBe(200);
      expect(readsSinceReset()).toEqual([]);
      await settle();
      expect(playedPage.changed()).toBe(before);
    } finally {
      playedPage.close();
      otherPage.close();
    }
  }, 30_000);

  it('takes 10 profile edits per person in 10 minutes, then answers 429 with Retry-After', async () => {
    const person = await signInAs(harness.app, await createUser(harness.database.db, tenant.id));
    for (let edit = 1; edit <= 10; edit++) expect((await saveProfile(person, `Edit Number ${edit}`)).statusCode).toBe(200);
    const refused = await saveProfile(person, 'Edit Number 11');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/saved your profile many times/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Ten minutes later the person may save again.
    harness.clock.advanceSeconds(10 * 60 + 1);
    expect((await saveProfile(person, 'Edit Number 11')).statusCode).toBe(200);
  });
});
