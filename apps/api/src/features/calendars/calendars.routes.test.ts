import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, createFixture, createTeam } from '../../../test/event-factories';
import { calendarFeeds, fixtures, registrations } from '../../db/schema/index';
import { readIcs } from './read-ics.test-fixtures';

describe('calendar feeds (issue 33)', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let other: Awaited<ReturnType<typeof createTenant>>;
  let adminToken: string;

  beforeAll(async () => {
    harness = await createTestApp();
    tenant = await createTenant(harness.database.db);
    other = await createTenant(harness.database.db);
    adminToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'admin' }));
  });
  afterAll(() => harness.close());

  const get = (url: string, options: { token?: string; host?: string; headers?: Record<string, string> } = {}) =>
    harness.app.inject({
      method: 'GET',
      url,
      headers: {
        host: options.host ?? tenant.hostname,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    });
  const makeLink = (token: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/customer/calendar-link',
      headers: { host: tenant.hostname, authorization: `Bearer ${token}` },
    });

  /**
   * A person on team 'Strikers' in the event's football category: one timed match against 'Rovers',
   * one drawn match still without a time, and a match of two other teams; and a chess registration.
   */
  async function personWithMatches() {
    const db = harness.database.db;
    const setup = await createEvent(db, tenant);
    const company = await createCompany(db, tenant.id);
    const strikers = await createTeam(db, setup.footballOpen.id, 'Strikers', company.id);
    const rovers = await createTeam(db, setup.footballOpen.id, 'Rovers', company.id);
    const others = [
      await createTeam(db, setup.footballOpen.id, 'Others A', company.id),
      await createTeam(db, setup.footballOpen.id, 'Others B', company.id),
    ];
    const person = await createUser(db, tenant.id, { name: 'Feed Person' });
    const [football] = await db
      .insert(registrations)
      .values({ userId: person.id, eventSportCategoryId: setup.footballOpen.id, teamId: strikers.id })
      .returning();
    const [chess] = await db.insert(registrations).values({ userId: person.id, eventSportCategoryId: setup.chessOpen.id }).returning();
    const base = { eventSportCategoryId: setup.footballOpen.id, venueId: setup.venue.id };
    const timed = await createFixture(db, {
      ...base,
      startsAt: '2026-07-01T04:30:00.000Z',
      homeTeamId: strikers.id,
      awayTeamId: rovers.id,
    });
    const untimed = await createFixture(db, {
      ...base,
      startsAt: '2026-07-01T00:00:00.000Z',
      homeTeamId: rovers.id,
      awayTeamId: strikers.id,
    });
    await db.update(fixtures).set({ isScheduled: false }).where(eq(fixtures.id, untimed.id));
    const notMine = await createFixture(db, {
      ...base,
      startsAt: '2026-07-02T05:00:00.000Z',
      homeTeamId: others[0]!.id,
      awayTeamId: others[1]!.id,
    });
    return { ...setup, person, token: await signInAs(harness.app, person), timed, untimed, notMine, football: football!, chess: chess! };
  }

  it('requires a session to read or make the link', async () => {
    expect((await get('/api/customer/calendar-link')).statusCode).toBe(401);
    const made = await harness.app.inject({ method: 'POST', url: '/api/customer/calendar-link', headers: { host: tenant.hostname } });
    expect(made.statusCode).toBe(401);
  });

  it("serves the person's timed matches and registrations, with UTC times, venue, address, stable UIDs and SEQUENCE 0", async () => {
    const { token, timed, untimed, notMine, football, chess, event } = await personWithMatches();
    expect((await get('/api/customer/calendar-link', { token })).json().data).toBeNull();
    const made = await makeLink(token);
    expect(made.statusCode).toBe(200);
    const link = made.json().data as { path: string; createdAt: string };
    expect(link.path).toMatch(/^\/api\/customer\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // The same link is shown again (another device), and the database keeps only its hash and a sealed copy.
    expect((await get('/api/customer/calendar-link', { token })).json().data).toEqual(link);
    const secret = link.path.split('/').pop()!.slice(0, -4);
    const stored = await harness.database.db.select().from(calendarFeeds);
    expect(JSON.stringify(stored)).not.toContain(secret);

    const feed = await get(link.path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = readIcs(feed.body);
    expect(calendar.timeZone).toBe(event.timeZone);
    const uids = calendar.entries.map((entry) => entry.uid).sort();
    expect(uids).toEqual(
      [
        `fixture-${timed.id}@${tenant.slug}.podium`,
        `registration-${football.id}@${tenant.slug}.podium`,
        `registration-${chess.id}@${tenant.slug}.podium`,
      ].sort(),
    );
    expect(uids.join()).not.toContain(`fixture-${untimed.id}@`);
    expect(uids.join()).not.toContain(`fixture-${notMine.id}@`);
    const match = calendar.entries.find((entry) => entry.uid.startsWith('fixture-'))!;
    expect(match).toMatchObject({ sequence: 0, startZone: 'UTC', isAllDay: false, location: 'Main Arena, Road 1' });
    expect(match.summary).toContain('Strikers v Rovers');
    expect(match.start.toISOString()).toBe('2026-07-01T04:30:00.000Z');
    expect(match.end.toISOString()).toBe('2026-07-01T05:30:00.000Z');
    // The event's local time for the reader (Asia/Kolkata is UTC+5:30).
    expect(match.description).toContain('1 Jul 2026, 10:00 (Asia/Kolkata)');
    const chessDays = calendar.entries.find((entry) => entry.uid.startsWith(`registration-${chess.id}@`))!;
    expect(chessDays).toMatchObject({ isAllDay: true, startDay: '2026-07-01', endDay: '2026-07-11', location: 'Main Arena, Road 1' });
  });

  it('keeps the UID and raises SEQUENCE when the match moves, not when only its score changes', async () => {
    const { token, timed, event } = await personWithMatches();
    const { path } = (await makeLink(token)).json().data as { path: string };
    const patch = (payload: object) =>
      harness.app.inject({
        method: 'PATCH',
        url: `/api/admin/events/${event.id}/fixtures/${timed.id}`,
        headers: { host: tenant.hostname, authorization: `Bearer ${adminToken}` },
        payload,
      });
    const entryOf = async () =>
      readIcs((await get(path)).body).entries.find((entry) => entry.uid === `fixture-${timed.id}@${tenant.slug}.podium`)!;

    expect((await patch({ startsAt: '2026-07-03T09:00:00+05:30' })).statusCode).toBe(200);
    const moved = await entryOf();
    expect(moved.sequence).toBe(1);
    expect(moved.start.toISOString()).toBe('2026-07-03T03:30:00.000Z');
    expect(moved.startZone).toBe('UTC');

    expect((await patch({ homeScore: '2', awayScore: '1', status: 'finished' })).statusCode).toBe(200);
    expect((await entryOf()).sequence).toBe(1);
    // The same time written again is no move.
    expect((await patch({ startsAt: '2026-07-03T03:30:00Z' })).statusCode).toBe(200);
    expect((await entryOf()).sequence).toBe(1);
    expect((await patch({ startsAt: '2026-07-03T05:00:00Z' })).statusCode).toBe(200);
    const again = await entryOf();
    expect(again.sequence).toBe(2);
    expect(again.description).toContain('Result: 2 – 1');
  });

  it('a new link makes the old URL answer 404; a token is refused on another site and a malformed one with 400', async () => {
    const { token } = await personWithMatches();
    const first = (await makeLink(token)).json().data as { path: string };
    const second = (await makeLink(token)).json().data as { path: string };
    expect(second.path).not.toBe(first.path);
    const gone = await get(first.path);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    expect((await get(second.path)).statusCode).toBe(200);
    expect((await get(second.path, { host: other.hostname })).statusCode).toBe(404);
    const malformed = await get('/api/customer/calendar/not-a-token.ics');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Copy the link again');
  });

  it("serves an event's timed matches publicly, cached with an ETag, and one match as its own file", async () => {
    const { event, timed, untimed, notMine } = await personWithMatches();
    const url = `/api/public/events/${event.id}/calendar.ics`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const calendar = readIcs(first.body);
    expect(calendar.name).toBe(event.name);
    expect(calendar.entries.map((entry) => entry.uid).sort()).toEqual(
      [`fixture-${timed.id}@${tenant.slug}.podium`, `fixture-${notMine.id}@${tenant.slug}.podium`].sort(),
    );
    expect(calendar.entries.every((entry) => entry.startZone === 'UTC')).toBe(true);
    const again = await get(url, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const single = await get(`/api/public/events/${event.id}/fixtures/${timed.id}/calendar.ics`);
    expect(single.statusCode).toBe(200);
    expect(readIcs(single.body).entries.map((entry) => entry.uid)).toEqual([`fixture-${timed.id}@${tenant.slug}.podium`]);
    expect((await get(`/api/public/events/${event.id}/fixtures/${untimed.id}/calendar.ics`)).statusCode).toBe(404);
    // Another site's host does not show this tenant's event.
    expect((await get(url, { host: other.hostname })).statusCode).toBe(404);
  });
});
