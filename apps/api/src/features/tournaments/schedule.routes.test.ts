import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCompany, createTenant, createUser, signInAs } from '../../../test/factories';
import { createEvent, createTeam } from '../../../test/event-factories';
import { registrations, venues } from '../../db/schema/index';

describe('POST /api/admin/events/{eventId}/schedule', () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let token: string;

  beforeAll(async () => {
    harness = await createTestApp();
    tenant = await createTenant(harness.database.db);
    token = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'admin' }));
  });
  afterAll(() => harness.close());

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, host = tenant.hostname) =>
    harness.app.inject({ method, url, headers: { host, authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

  /** Two football categories of four teams each; one person plays in both (team 1 of each). */
  async function twoCategories() {
    const db = harness.database.db;
    const setup = await createEvent(db, tenant);
    const [hall] = await db.insert(venues).values({ eventId: setup.event.id, name: 'Hall 2' }).returning();
    const company = await createCompany(db, tenant.id);
    const open = [];
    const veterans = [];
    for (let index = 1; index <= 4; index++) {
      open.push(await createTeam(db, setup.footballOpen.id, `Open ${index}`, company.id));
      veterans.push(await createTeam(db, setup.footballVeterans.id, `Veterans ${index}`, company.id));
    }
    const both = await createUser(db, tenant.id, { name: 'Two Sports' });
    await db.insert(registrations).values([
      { userId: both.id, eventSportCategoryId: setup.footballOpen.id, teamId: open[0]!.id },
      { userId: both.id, eventSportCategoryId: setup.footballVeterans.id, teamId: veterans[0]!.id },
    ]);
    for (const category of [setup.footballOpen, setup.footballVeterans]) {
      const drawn = await send('POST', `/api/admin/events/${setup.event.id}/categories/${category.id}/draw`, {
        format: 'single_elimination',
        seeding: 'registration',
        thirdPlaceMatch: true,
      });
      expect(drawn.statusCode).toBe(200);
    }
    return { ...setup, hall: hall!, open, veterans };
  }

  it('places every fixture with no venue, team or person clash, rest respected and knockouts after their semi-finals', async () => {
    const { event, venue, hall, footballOpen, footballVeterans, open, veterans } = await twoCategories();
    const body = {
      eventSportCategoryIds: [footballOpen.id, footballVeterans.id],
      days: [{ date: '2026-07-01', from: '09:00', to: '18:00' }],
      slotMinutes: 60,
      venueIds: [venue.id, hall.id],
      minRestMinutes: 30,
    };
    const preview = await send('POST', `/api/admin/events/${event.id}/schedule`, { ...body, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ dryRun: true, written: false, unplaced: [] });
    expect(preview.json().data.placed).toHaveLength(8);
    // Each placed match says what the timetable preview shows: its category, round and sides.
    const previewed = preview.json().data.placed as { eventSportCategoryId: number; round: string; home: string; away: string }[];
    const openMatches = previewed.filter((place) => place.eventSportCategoryId === footballOpen.id);
    expect(openMatches.map((place) => place.round).sort()).toEqual(['Final', 'Semi-final 1', 'Semi-final 2', 'Third place']);
    const openSemis = openMatches.filter((place) => place.round.startsWith('Semi-final'));
    expect(openSemis.flatMap((place) => [place.home, place.away]).sort()).toEqual(open.map((team) => team.name).sort());
    expect(openMatches.find((place) => place.round === 'Final')).toMatchObject({
      home: 'Winner of Semi-final 1',
      away: 'Winner of Semi-final 2',
    });

    const saved = await send('POST', `/api/admin/events/${event.id}/schedule`, body);
    expect(saved.json().data.written).toBe(true);
    const fixtures = (await send('GET', `/api/admin/events/${event.id}/results`)).json().data.fixtures as {
      id: number;
      round: string;
      startsAt: string;
      venueName: string;
      eventSportCategoryId: number;
    }[];
    const placed = saved.json().data.placed as { fixtureId: number; venueId: number; startsAt: string; endsAt: string }[];
    const overlap = (a: (typeof placed)[number], b: (typeof placed)[number]) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;
    for (const a of placed) for (const b of placed) if (a !== b && overlap(a, b)) expect(a.venueId).not.toBe(b.venueId);
    // The person on both first teams: their two semi-finals never overlap.
    const roundOf = (id: number) => fixtures.find((fixture) => fixture.id === id)!;
    const semisWithBoth = placed.filter((place) => roundOf(place.fixtureId).round === 'Semi-final').slice(0, 4);
    const openSemi = semisWithBoth.find((place) => roundOf(place.fixtureId).eventSportCategoryId === footballOpen.id)!;
    const veteransSemi = semisWithBoth.find((place) => roundOf(place.fixtureId).eventSportCategoryId === footballVeterans.id)!;
    expect(overlap(openSemi, veteransSemi)).toBe(false);
    // Finals after both semi-finals of their category, with at least the rest between.
    for (const category of [footballOpen.id, footballVeterans.id]) {
      const ofCategory = placed.filter((place) => roundOf(place.fixtureId).eventSportCategoryId === category);
      const final = ofCategory.find((place) => roundOf(place.fixtureId).round === 'Final')!;
      for (const semi of ofCategory.filter((place) => roundOf(place.fixtureId).round === 'Semi-final')) {
        expect(Date.parse(final.startsAt) - Date.parse(semi.endsAt)).toBeGreaterThanOrEqual(30 * 60_000);
      }
    }
    expect(fixtures.find((fixture) => fixture.id === placed[0]!.fixtureId)!.startsAt).toBe(placed[0]!.startsAt);
    expect(open.length + veterans.length).toBe(8);
  });

  it('says which fixtures do not fit and why, and writes nothing unless asked for the partial schedule', async () => {
    const { event, venue, footballOpen } = await twoCategories();
    const body = {
      eventSportCategoryIds: [footballOpen.id],
      days: [{ date: '2026-07-01', from: '09:00', to: '11:00' }],
      slotMinutes: { [String(footballOpen.sportId)]: 60 },
      venueIds: [venue.id],
      minRestMinutes: 0,
    };
    const refused = await send('POST', `/api/admin/events/${event.id}/schedule`, body);
    const data = refused.json().data;
    expect(data.written).toBe(false);
    expect(data.placed).toHaveLength(2);
    expect(data.unplaced.map((miss: { fixture: string; reason: string }) => miss.fixture)).toEqual(['Third place', 'Final']); // the bronze match is played before the final
    expect(data.unplaced[0].reason).toMatch(/no open time is left|every venue is taken/);
    let timed = (await send('GET', `/api/admin/events/${event.id}/results`)).json().data.fixtures;
    expect(new Set(timed.map((fixture: { startsAt: string }) => fixture.startsAt)).size).toBe(1);

    const partial = await send('POST', `/api/admin/events/${event.id}/schedule`, { ...body, writePartial: true });
    expect(partial.json().data.written).toBe(true);
    timed = (await send('GET', `/api/admin/events/${event.id}/results`)).json().data.fixtures;
    expect(timed.map((fixture: { startsAt: string }) => fixture.startsAt)).toContain('2026-07-01T04:30:00.000Z');
  });

  it('refuses unknown sports in slotMinutes, and ids of another event or tenant', async () => {
    const { event, venue, footballOpen } = await twoCategories();
    const base = {
      eventSportCategoryIds: [footballOpen.id],
      days: [{ date: '2026-07-01', from: '09:00', to: '18:00' }],
      slotMinutes: { '999999': 30 },
      venueIds: [venue.id],
      minRestMinutes: 0,
    };
    const missing = await send('POST', `/api/admin/events/${event.id}/schedule`, base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(`slotMinutes["${footballOpen.sportId}"]`);
    const elsewhere = await createEvent(harness.database.db, tenant);
    expect(
      (await send('POST', `/api/admin/events/${event.id}/schedule`, { ...base, slotMinutes: 30, venueIds: [elsewhere.venue.id] }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await send('POST', `/api/admin/events/${event.id}/schedule`, {
          ...base,
          slotMinutes: 30,
          eventSportCategoryIds: [elsewhere.footballOpen.id],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await send('POST', `/api/admin/events/${event.id}/schedule`, {
          ...base,
          days: [{ date: '2026-07-01', from: '18:00', to: '09:00' }],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses an admin move of a fixture that creates a clash, naming it', async () => {
    const { event, venue, hall, footballOpen, footballVeterans } = await twoCategories();
    const saved = await send('POST', `/api/admin/events/${event.id}/schedule`, {
      eventSportCategoryIds: [footballOpen.id, footballVeterans.id],
      days: [{ date: '2026-07-01', from: '09:00', to: '18:00' }],
      slotMinutes: 60,
      venueIds: [venue.id, hall.id],
      minRestMinutes: 0,
    });
    const fixtures = (await send('GET', `/api/admin/events/${event.id}/results`)).json().data.fixtures as {
      id: number;
      round: string;
      startsAt: string;
      venueName: string;
      eventSportCategoryId: number;
      homeTeam: { name: string } | null;
    }[];
    const placed = saved.json().data.placed as { fixtureId: number; startsAt: string }[];
    const [first, second] = placed;
    const firstFixture = fixtures.find((fixture) => fixture.id === first!.fixtureId)!;
    const secondFixture = fixtures.find((fixture) => fixture.id === second!.fixtureId)!;
    // Both semi-finals of Open: moving one onto the other's time at the same venue, or elsewhere with a shared player.
    const sameVenue = fixtures.find(
      (fixture) =>
        fixture.id !== firstFixture.id && fixture.venueName === firstFixture.venueName && fixture.startsAt !== firstFixture.startsAt,
    )!;
    const moved = await send('PATCH', `/api/admin/events/${event.id}/fixtures/${sameVenue.id}`, { startsAt: firstFixture.startsAt });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ error: 'SCHEDULE_CLASH' });
    expect(moved.json().message).toContain(`${firstFixture.venueName} is taken then by`);
    // A free time is fine.
    const free = await send('PATCH', `/api/admin/events/${event.id}/fixtures/${sameVenue.id}`, { startsAt: '2026-07-02T04:30:00.000Z' });
    expect(free.statusCode).toBe(200);
    expect(secondFixture).toBeDefined();
  });
});
