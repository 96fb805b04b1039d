import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant } from '../../../test/factories';
import { createEvent, createFixture, createPlacing, createTeam } from '../../../test/event-factories';

describe('public event microsite reads', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let other: Awaited<ReturnType<typeof createTenant>>;
  let games: Awaited<ReturnType<typeof createEvent>>;

  beforeAll(async () => {
    harness = await createTestApp();
    tenant = await createTenant(harness.database.db);
    other = await createTenant(harness.database.db);
    games = await createEvent(harness.database.db, tenant, { slug: 'summer-games' });
  });
  afterAll(() => harness.close());

  const get = (url: string, headers: Record<string, string> = {}, host = tenant.hostname) =>
    harness.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('finds an event by its /{city}-{slug} path with sports, categories and venues', async () => {
    const response = await get('/api/public/events/by-path/bengaluru-summer-games');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: games.event.id,
      path: 'bengaluru-summer-games',
      city: { name: 'Bengaluru' },
      venues: [{ name: 'Main Arena' }],
    });
    expect(data.sportList.map((sport: { isTeamSport: boolean }) => sport.isTeamSport).sort()).toEqual([false, true]);
    expect(data.sportCategories).toHaveLength(3);
    expect(data.sportCategories[0]).toMatchObject({ entries: 0, capacity: 8 });
    const byId = await get(`/api/public/events/${games.event.id}/catalogue`);
    expect(byId.json().data).toEqual(data);
  });

  it("carries the description's sportsDetails: each sport with its categories and their venues", async () => {
    const { data } = (await get('/api/public/events/by-path/bengaluru-summer-games')).json();
    expect(data.sportsDetails).toHaveLength(data.sportList.length);
    const categories = data.sportsDetails.flatMap((sport: { categories: unknown[] }) => sport.categories);
    expect(categories).toHaveLength(data.sportCategories.length);
    const first = data.sportCategories[0];
    const sport = data.sportsDetails.find((entry: { sportId: number }) => entry.sportId === first.sportId);
    expect(sport).toMatchObject({ sportName: expect.any(String), group: expect.any(String) });
    expect(sport.categories).toContainEqual({
      eventSportCategoryId: first.id,
      categoryId: first.categoryId,
      categoryName: data.categories.find((category: { id: number }) => category.id === first.categoryId).name,
      venueId: first.venueId,
      venueName: 'Main Arena',
    });
  });

  it('carries the rules rendered as safe HTML (rulesHtml), so the about page needs no Markdown renderer (issue 34)', async () => {
    const rules = '## Fair play\n\n- Be on time\n- <img src=x onerror=alert(1)> [link](javascript:alert(2))';
    const custom = await createEvent(harness.database.db, tenant, { slug: 'rules-games', rulesMarkdown: rules });
    const { data } = (await get(`/api/public/events/${custom.event.id}/catalogue`)).json();
    expect(data.rulesMarkdown).toBe(rules);
    expect(data.rulesHtml).toContain('<h2>Fair play</h2>');
    expect(data.rulesHtml).toContain('<li>Be on time</li>');
    expect(data.rulesHtml).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(data.rulesHtml).not.toContain('<img');
    expect(data.rulesHtml).not.toContain('href="javascript:');
  });

  it("answers 404 for an unknown path and for another tenant's event", async () => {
    expect((await get('/api/public/events/by-path/bengaluru-nothing')).json()).toMatchObject({ success: false, error: 'EVENT_NOT_FOUND' });
    expect((await get('/api/public/events/by-path/bengaluru-summer-games', {}, other.hostname)).statusCode).toBe(404);
    expect((await get(`/api/public/events/${games.event.id}/teams`, {}, other.hostname)).statusCode).toBe(404);
  });

  it('answers 304 to a matching If-None-Match, and a new ETag once the data changes', async () => {
    const first = await get(`/api/public/events/${games.event.id}/medal-tally`);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toContain('max-age=15');
    const again = await get(`/api/public/events/${games.event.id}/medal-tally`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const company = await createCompany(harness.database.db, tenant.id, 'Etag Corp');
    const team = await createTeam(harness.database.db, games.footballVeterans.id, 'Etag FC', company.id);
    await createPlacing(harness.database.db, games.footballVeterans.id, team.id, 1);
    const changed = await get(`/api/public/events/${games.event.id}/medal-tally`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('ranks the medal tally gold first with shared places, and is empty before any result', async () => {
    const fresh = await createEvent(harness.database.db, tenant);
    expect((await get(`/api/public/events/${fresh.event.id}/medal-tally`)).json().data).toEqual([]);

    const [a, b, c] = await Promise.all(
      ['Alpha', 'Beta', 'Gamma'].map((name) => createCompany(harness.database.db, tenant.id, `${name} Medals`)),
    );
    const team = (escId: number, company: { id: number; name: string }) =>
      createTeam(harness.database.db, escId, `${company.name} ${escId}`, company.id);
    // Open: Alpha gold, Beta silver, Gamma bronze. Veterans: Beta gold, Alpha silver, Gamma bronze.
    for (const [escId, order] of [
      [fresh.footballOpen.id, [a!, b!, c!]],
      [fresh.footballVeterans.id, [b!, a!, c!]],
    ] as const) {
      for (const [index, company] of order.entries()) {
        await createPlacing(harness.database.db, escId, (await team(escId, company)).id, index + 1);
      }
    }
    const tally = (await get(`/api/public/events/${fresh.event.id}/medal-tally`)).json().data;
    expect(
      tally.map((row: { rank: number; company: { name: string }; gold: number; silver: number; bronze: number }) => [
        row.rank,
        row.company.name,
        row.gold,
        row.silver,
        row.bronze,
      ]),
    ).toEqual([
      [1, 'Alpha Medals', 1, 1, 0],
      [1, 'Beta Medals', 1, 1, 0],
      [3, 'Gamma Medals', 0, 0, 2],
    ]);
  });

  it('lists fixtures with live status and filters them by sport, venue, day and status', async () => {
    const fresh = await createEvent(harness.database.db, tenant);
    const home = await createTeam(harness.database.db, fresh.footballOpen.id, 'Home Side', null);
    const away = await createTeam(harness.database.db, fresh.footballOpen.id, 'Away Side', null);
    await createFixture(harness.database.db, {
      eventSportCategoryId: fresh.footballOpen.id,
      venueId: fresh.venue.id,
      startsAt: '2026-07-01T05:00:00Z',
      homeTeamId: home.id,
      awayTeamId: away.id,
      status: 'live',
    });
    await createFixture(harness.database.db, {
      eventSportCategoryId: fresh.chessOpen.id,
      venueId: fresh.venue.id,
      startsAt: '2026-07-02T05:00:00Z',
    });
    const url = `/api/public/events/${fresh.event.id}/fixtures`;
    const all = (await get(url)).json().data;
    expect(all).toHaveLength(2);
    expect(all[0]).toMatchObject({
      status: 'live',
      home: { name: 'Home Side' },
      away: { name: 'Away Side' },
      venue: { name: 'Main Arena' },
    });
    expect((await get(`${url}?status=live`)).json().data).toHaveLength(1);
    expect((await get(`${url}?date=2026-07-02`)).json().data).toHaveLength(1);
    expect((await get(`${url}?sportId=${fresh.footballOpen.sportId}`)).json().data).toHaveLength(1);
    const bad = await get(`${url}?date=tomorrow`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/YYYY-MM-DD/);
  });

  it('lists events for the calendar by city and sport', async () => {
    const all = (await get('/api/public/event-calendar')).json().data;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const bySport = (await get(`/api/public/event-calendar?sportId=${games.chessOpen.sportId}`)).json().data;
    expect(bySport.map((event: { id: number }) => event.id)).toEqual([games.event.id]);
    expect((await get(`/api/public/event-calendar?cityId=${tenant.city.id}&from=2099-01-01`)).json().data).toEqual([]);
  });
});
