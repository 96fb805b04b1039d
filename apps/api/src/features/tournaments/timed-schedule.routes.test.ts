import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { callAs, startConsoleHarness, type ConsoleHarness, type HttpMethod } from '../../../test/console-harness';
import { createCompany, createUser } from '../../../test/factories';
import { createEvent, createTeam } from '../../../test/event-factories';
import { eventSportCategories, registrations, sports, venues } from '../../db/schema/index';

interface Booking {
  startsAt: string;
  endsAt: string;
  venueId: number;
}
const overlap = (a: Booking, b: Booking) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/** Issue 32: the scheduler places heats like matches; a person in a match category and a timed one is never in two places. */
describe('POST /api/admin/events/{eventId}/schedule with timed categories', () => {
  let harness: TestApp;
  let tenant: ConsoleHarness['tenant'];
  let token: string;

  beforeAll(async () => {
    ({ harness, tenant, adminToken: token } = await startConsoleHarness());
  });
  afterAll(() => harness.close());

  const send = (method: HttpMethod, url: string, payload?: object) =>
    callAs(harness, { token, method, url, ...(payload ? { payload } : {}), host: tenant.hostname });

  /** Football Open (4 teams, a knockout drawn, not timed) and a 100 m of 10 in two heats of 5; one person is in both. */
  async function footballAndSprint() {
    const db = harness.database.db;
    const setup = await createEvent(db, tenant);
    const [track] = await db.insert(venues).values({ eventId: setup.event.id, name: 'Track' }).returning();
    const company = await createCompany(db, tenant.id);
    const [sport] = await db
      .insert(sports)
      .values({ tenantId: tenant.id, name: `Athletics ${setup.event.slug}`, sportGroup: 'Individual', isTeamSport: true })
      .returning();
    const [sprint] = await db
      .insert(eventSportCategories)
      .values({ eventId: setup.event.id, sportId: sport!.id, sportCategoryId: setup.footballOpen.sportCategoryId, venueId: track!.id })
      .returning();
    const football = [];
    for (let index = 1; index <= 4; index++) football.push(await createTeam(db, setup.footballOpen.id, `Open ${index}`, company.id));
    const runners = [];
    for (let index = 1; index <= 10; index++) runners.push(await createTeam(db, sprint!.id, `Runner ${index}`, company.id));
    const both = await createUser(db, tenant.id, { name: 'Two Sports' });
    await db.insert(registrations).values([
      { userId: both.id, eventSportCategoryId: setup.footballOpen.id, teamId: football[0]!.id },
      { userId: both.id, eventSportCategoryId: sprint!.id, teamId: runners[0]!.id },
    ]);
    const drawn = await send('POST', `/api/admin/events/${setup.event.id}/categories/${setup.footballOpen.id}/draw`, {
      format: 'single_elimination',
      seeding: 'registration',
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const heats = await send('POST', `/api/admin/events/${setup.event.id}/categories/${sprint!.id}/rounds`, {
      startsAt: '2026-07-01T09:00:00+05:30',
      lanes: 5,
      qualify: { byPlace: 2, byMark: 1 },
      seed: 3,
    });
    expect(heats.statusCode, heats.body).toBe(200);
    return { ...setup, track: track!, sprint: sprint!, runner: runners[0]! };
  }

  const heatsOf = async (eventId: number, categoryId: number) =>
    (
      (await send('GET', `/api/public/events/${eventId}/standings?eventSportCategoryId=${categoryId}`)).json().data.rounds as {
        name: string;
        heats: { id: number; name: string; startsAt: string; venue: string; lanes: { entry: { id: number } }[] }[];
      }[]
    ).flatMap((round) => round.heats);

  it('gives heats a time and venue after the round before, and the person in both sports never has two at once', async () => {
    const { event, venue, track, footballOpen, sprint, runner } = await footballAndSprint();
    const body = {
      eventSportCategoryIds: [footballOpen.id, sprint.id],
      days: [{ date: '2026-07-01', from: '09:00', to: '14:00' }],
      slotMinutes: 30,
      venueIds: [venue.id, track.id],
      minRestMinutes: 0,
    };
    const saved = await send('POST', `/api/admin/events/${event.id}/schedule`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const data = saved.json().data as {
      written: boolean;
      placed: (Booking & { fixtureId: number; round: string; home: string; away: string })[];
      placedHeats: (Booking & { heatId: number; heat: string; round: string })[];
      unplaced: unknown[];
      unplacedHeats: unknown[];
    };
    expect(data).toMatchObject({ written: true, unplaced: [], unplacedHeats: [] });
    expect(data.placed.length).toBeGreaterThanOrEqual(3);
    expect(data.placedHeats.map((heat) => [heat.round, heat.heat])).toEqual(
      expect.arrayContaining([
        ['Heats', 'Heat 1'],
        ['Heats', 'Heat 2'],
        ['Final', 'Final'],
      ]),
    );
    const final = data.placedHeats.find((heat) => heat.heat === 'Final')!;
    for (const heat of data.placedHeats.filter((row) => row.round === 'Heats')) expect(final.startsAt >= heat.endsAt).toBe(true);
    // No venue holds two things at once.
    const all: Booking[] = [...data.placed, ...data.placedHeats];
    for (const a of all) for (const b of all) if (a !== b && overlap(a, b)) expect(a.venueId).not.toBe(b.venueId);

    // The person: their semi-final and the final their team may reach; their heat and the final
    // they may reach. None of those overlap (the other semi-final may run during their heat).
    const stored = await heatsOf(event.id, sprint.id);
    const theirHeat = stored.find((heat) => heat.lanes.some((lane) => lane.entry.id === runner.id))!;
    const theirs = data.placedHeats.filter((heat) => heat.heatId === theirHeat.id || heat.heat === 'Final');
    expect(theirs).toHaveLength(2);
    const theirMatches = data.placed.filter((match) => match.round === 'Final' || [match.home, match.away].includes('Open 1'));
    expect(theirMatches).toHaveLength(2);
    for (const match of theirMatches) for (const heat of theirs) expect(overlap(match, heat), `${match.round} v ${heat.heat}`).toBe(false);
    // The heats now run at the scheduler's times and venues.
    for (const placed of data.placedHeats) {
      const heat = stored.find((row) => row.id === placed.heatId)!;
      expect(heat.startsAt).toBe(placed.startsAt);
      expect(heat.venue).toBe(placed.venueId === track.id ? 'Track' : venue.name);
    }
  });

  it('heats not chosen keep their times, and the matches placed around them leave their runners free', async () => {
    const { event, venue, track, footballOpen, sprint, runner } = await footballAndSprint();
    const before = await heatsOf(event.id, sprint.id);
    const saved = await send('POST', `/api/admin/events/${event.id}/schedule`, {
      eventSportCategoryIds: [footballOpen.id],
      days: [{ date: '2026-07-01', from: '09:00', to: '14:00' }],
      slotMinutes: 30,
      venueIds: [venue.id, track.id],
      minRestMinutes: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = saved.json().data as { placed: (Booking & { fixtureId: number; home: string; away: string })[]; placedHeats: unknown[] };
    expect(data.placedHeats).toEqual([]);
    const after = await heatsOf(event.id, sprint.id);
    expect(after.map((heat) => heat.startsAt)).toEqual(before.map((heat) => heat.startsAt));
    // The draw's heats: 09:00 and 09:10 for 10 minutes each, on the Track; the person's heat is busy.
    const theirHeat = after.find((heat) => heat.lanes.some((lane) => lane.entry.id === runner.id))!;
    const heatBooking = {
      startsAt: new Date(theirHeat.startsAt).toISOString(),
      endsAt: new Date(Date.parse(theirHeat.startsAt) + 10 * 60_000).toISOString(),
      venueId: track.id,
    };
    for (const match of data.placed) expect(overlap(match, heatBooking)).toBe(false);
    // And the Track is not double-booked by a match in the heats' time.
    for (const heat of after.filter((row) => row.name !== 'Final')) {
      const busy = { startsAt: heat.startsAt, endsAt: new Date(Date.parse(heat.startsAt) + 10 * 60_000).toISOString(), venueId: track.id };
      for (const match of data.placed) if (match.venueId === track.id) expect(overlap(match, busy)).toBe(false);
    }

    // Moving the person's match by hand onto their heat is refused, naming the heat; so is a match on the Track then.
    const theirMatch = data.placed.find((match) => [match.home, match.away].includes('Open 1'))!;
    const onHeat = await send('PATCH', `/api/admin/events/${event.id}/fixtures/${theirMatch.fixtureId}`, { startsAt: theirHeat.startsAt });
    expect(onHeat.statusCode).toBe(409);
    expect(onHeat.json()).toMatchObject({ error: 'SCHEDULE_CLASH' });
    expect(onHeat.json().message).toMatch(new RegExp(`runs in Heats · ${theirHeat.name}|taken then by Heats`));
    const otherMatch = data.placed.find((match) => match.venueId === track.id && ![match.home, match.away].includes('Open 1'));
    if (otherMatch) {
      const onTrack = await send('PATCH', `/api/admin/events/${event.id}/fixtures/${otherMatch.fixtureId}`, {
        startsAt: after[0]!.startsAt,
      });
      expect(onTrack.statusCode).toBe(409);
      expect(onTrack.json().message).toMatch(/taken then by Heats · Heat 1/);
    }
  });
});
