import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { and, eq } from 'drizzle-orm';
import { seedDemo } from '../../db/seed/demo-seed';
import { eventSportCategories, events, sportCategories, sports } from '../../db/schema/index';
import { ManualClock } from '../../platform/clock';

/** The demo event as `npm start` seeds it: drawn, scheduled and scored by the engine (issue 16, issue 17's first trust breaker). */
describe('demo tournaments', () => {
  let harness: TestApp;
  const get = async (url: string) => (await harness.app.inject({ method: 'GET', url, headers: { host: 'localhost' } })).json().data;

  beforeAll(async () => {
    harness = await createTestApp();
    await seedDemo(harness.database.db, harness.clock.now());
    // A second run changes nothing (the seed is idempotent).
    await seedDemo(harness.database.db, harness.clock.now());
  });
  afterAll(() => harness.close());

  async function demo() {
    const [event] = await get('/api/public/event-calendar');
    const detail = await get(`/api/public/events/${event.id}/catalogue`);
    const categoryOf = (sport: string) => {
      const found = detail.sports.find((entry: { name: string }) => entry.name === sport);
      return (found.categories as { eventSportCategoryId?: number; id?: number; name: string }[])[0]!;
    };
    return { event, detail, categoryOf };
  }

  it('shows medals only for a category whose deciding matches are finished', async () => {
    const { event } = await demo();
    const fixtures = await get(`/api/public/events/${event.id}/fixtures`);
    const results = await get(`/api/public/events/${event.id}/results`);
    for (const standing of results.standings as { eventSportCategoryId: number }[]) {
      const undecided = (fixtures as { eventSportCategoryId: number; round: string; status: string }[]).filter(
        (fixture) =>
          fixture.eventSportCategoryId === standing.eventSportCategoryId &&
          fixture.status !== 'finished' &&
          !fixture.round.startsWith('Group'),
      );
      expect(undecided).toEqual([]);
    }
    expect(results.standings.map((standing: { sport: { name: string } }) => standing.sport.name).sort()).toEqual(['Archery', 'Cricket']);
    const tally = await get(`/api/public/events/${event.id}/medal-tally`);
    // Cricket's gold and Archery's (issue 32): Globex stays first.
    expect(tally[0]).toMatchObject({ rank: 1, company: { name: 'Globex' }, gold: 2 });
    // Cricket's 4 medals, and Archery's 4 (gold, silver and two sharing bronze).
    expect(tally.reduce((sum: number, row: { total: number }) => sum + row.total, 0)).toBe(8);
  });

  it('has a bracket in progress, a live third-place match and a round-robin table', async () => {
    const { event } = await demo();
    const fixtures = (await get(`/api/public/events/${event.id}/fixtures`)) as {
      eventSportCategoryId: number;
      sport: { name: string };
      round: string;
      status: string;
    }[];
    const footballId = fixtures.find((fixture) => fixture.sport.name === 'Football')!.eventSportCategoryId;
    const football = await get(`/api/public/events/${event.id}/standings?eventSportCategoryId=${footballId}`);
    expect(football.knockout.map((fixture: { roundName: string; status: string }) => [fixture.roundName, fixture.status])).toEqual([
      ['Semi-final', 'finished'],
      ['Semi-final', 'finished'],
      ['Final', 'scheduled'],
      ['Third place', 'live'],
    ]);
    expect(football.medals).toEqual([]);
    const live = fixtures.filter((fixture) => fixture.status === 'live');
    // The football bronze match, and a chess game of the Swiss's second round.
    expect(live.map((fixture) => fixture.round).sort()).toEqual(['Round 2', 'Third place']);
    const volleyballId = fixtures.find((fixture) => fixture.sport.name === 'Volleyball')!.eventSportCategoryId;
    const volleyball = await get(`/api/public/events/${event.id}/standings?eventSportCategoryId=${volleyballId}`);
    expect(volleyball.groups[0].rows).toHaveLength(4);
    expect(volleyball.groups[0].complete).toBe(false);
    expect(volleyball.groups[0].rows.reduce((sum: number, row: { played: number }) => sum + row.played, 0)).toBe(6);
  });

  it('has a chess Swiss in its second round: round 1 played with a bye, round 2 paired from it, scheduled and under way', async () => {
    const { event } = await demo();
    const fixtures = (await get(`/api/public/events/${event.id}/fixtures`)) as { eventSportCategoryId: number; sport: { name: string } }[];
    const chessId = fixtures.find((fixture) => fixture.sport.name === 'Chess')!.eventSportCategoryId;
    const chess = await get(`/api/public/events/${event.id}/standings?eventSportCategoryId=${chessId}`);
    expect(chess.format).toBe('swiss');
    expect(chess.swiss).toMatchObject({ rounds: 3, roundsPaired: 2, complete: false });
    expect(chess.swiss.rows).toHaveLength(7);
    expect(
      chess.swiss.pairings.map((round: { fixtures: { status: string }[]; bye: unknown }) => [
        round.fixtures.map((f) => f.status),
        round.bye !== null,
      ]),
    ).toEqual([
      [['finished', 'finished', 'finished'], true],
      [['finished', 'live', 'scheduled'], true],
    ]);
    expect(chess.swiss.pairings[1].fixtures.every((fixture: { startsAt: string | null }) => fixture.startsAt !== null)).toBe(true);
    expect(chess.medals).toEqual([]);
  });

  it('has a table tennis double elimination under way: both brackets started, no medals yet', async () => {
    const { event } = await demo();
    const fixtures = (await get(`/api/public/events/${event.id}/fixtures`)) as { eventSportCategoryId: number; sport: { name: string } }[];
    const id = fixtures.find((fixture) => fixture.sport.name === 'Table Tennis')!.eventSportCategoryId;
    const tableTennis = await get(`/api/public/events/${event.id}/standings?eventSportCategoryId=${id}`);
    expect(tableTennis.format).toBe('double_elimination');
    const finished = (tableTennis.knockout as { group: string; status: string }[]).filter((fixture) => fixture.status === 'finished');
    expect(finished.map((fixture) => fixture.group).sort()).toEqual(['Losers', 'Winners', 'Winners', 'Winners', 'Winners']);
    expect(tableTennis.elimination).toHaveLength(6);
    expect(tableTennis.medals).toEqual([]);
  });

  it('has a 100 m in two heats (heat 1 run, with Q and q to come once heat 2 is in) and an archery final with shared bronze (issue 32)', async () => {
    const { event } = await demo();
    const idOf = async (sport: string, category = "Men's Open") => {
      const [row] = await harness.database.db
        .select({ id: eventSportCategories.id })
        .from(eventSportCategories)
        .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
        .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId))
        .where(and(eq(eventSportCategories.eventId, event.id), eq(sports.name, sport), eq(sportCategories.name, category)));
      return row!.id;
    };
    const sprint = await get(`/api/public/events/${event.id}/standings?eventSportCategoryId=${await idOf('Athletics')}`);
    expect(sprint.resultType).toBe('time');
    expect(
      sprint.rounds.map((round: { name: string; heats: { status: string; lanes: unknown[] }[] }) => [
        round.name,
        round.heats.map((heat) => [heat.status, heat.lanes.length]),
      ]),
    ).toEqual([
      [
        'Heats',
        [
          ['finished', 7],
          ['scheduled', 7],
        ],
      ],
      ['Final', [['scheduled', 0]]],
    ]);
    expect(sprint.rounds[0].heats[0].lanes.map((lane: { place: number | null }) => lane.place).sort()).toEqual([1, 2, 2, 4, 5, 6, null]);
    expect(sprint.medals).toEqual([]);
    const archery = await get(`/api/public/events/${event.id}/standings?eventSportCategoryId=${await idOf('Archery', 'Veterans (35+)')}`);
    expect(archery.ranking.map((row: { place: number; entry: { name: string }; mark: string }) => [row.place, row.mark])).toEqual([
      [1, '671'],
      [2, '658'],
      [3, '649'],
      [3, '649'],
      [5, '642'],
      [6, '615'],
    ]);
    expect(archery.medals.map((medal: { place: number }) => medal.place)).toEqual([1, 2, 3, 3]);
  });
});

/**
 * Seeded in Bengaluru's night (19:10 UTC is 00:40 the next day there): the demo's days are the
 * event's, not UTC's. Seeded by UTC's day, "today's" heats ran on the event's yesterday and the
 * venue big screen had no heats coming up (a full browser run that crossed midnight in Bengaluru).
 */
describe('demo days after midnight in the event time zone', () => {
  let harness: TestApp;
  const bengaluruDay = (instant: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(instant));

  beforeAll(async () => {
    harness = await createTestApp({ clock: new ManualClock(new Date('2026-11-28T19:10:00.000Z')) });
    await seedDemo(harness.database.db, harness.clock.now());
  });
  afterAll(() => harness.close());

  it("puts today's heats and the event's dates on Bengaluru's day", async () => {
    const [event] = await harness.database.db.select().from(events);
    expect(event!.timeZone).toBe('Asia/Kolkata');
    expect(event!.startsOn).toBe('2026-11-28');
    const [sprintCategory] = await harness.database.db
      .select({ id: eventSportCategories.id })
      .from(eventSportCategories)
      .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
      .where(and(eq(eventSportCategories.eventId, event!.id), eq(sports.name, 'Athletics')));
    const answer = await harness.app.inject({
      method: 'GET',
      url: `/api/public/events/${event!.id}/standings?eventSportCategoryId=${sprintCategory!.id}`,
      headers: { host: 'localhost' },
    });
    const heats = (answer.json().data.rounds as { heats: { name: string; status: string; startsAt: string }[] }[]).flatMap(
      (round) => round.heats,
    );
    const upcoming = heats.filter((heat) => heat.status === 'scheduled');
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.map((heat) => bengaluruDay(heat.startsAt))).toEqual(upcoming.map(() => '2026-11-29'));
  });
});
