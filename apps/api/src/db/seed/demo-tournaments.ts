import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../client';
import { fixtures, timedRounds } from '../schema/index';
import { ManualClock } from '../../platform/clock';
import { DrawService, ScheduleService, ScoreService, scoreStoreOn, TimedEventsService } from '../../features/tournaments';
import type { ScoreRequest } from '@podium/contracts/tournaments/tournaments';
import { demoDay } from './demo-days';

/**
 * The demo's tournaments, made by the engine as an organiser would (draw, schedule, scores), not
 * typed fixtures: Football is a knockout in progress (semi-finals played, the third-place match
 * live, the final upcoming), Cricket is finished (its medals follow from the final), Volleyball is
 * a round robin half played (a standings table), Chess a Swiss of seven in its second round of three
 * (round 1 played, round 2 paired from it, scheduled and partly played), Table Tennis (Veterans) a double
 * elimination of six with the winners' bracket's first two rounds and a losers' match played.
 */
export async function seedDemoTournaments(
  tx: Database,
  context: { tenantId: number; eventId: number; admin: { id: number; role: string }; today: Date },
  categories: {
    football: { id: number; venueId: number };
    cricket: { id: number; venueId: number };
    volleyball: { id: number; venueId: number };
    chess: { id: number; venueId: number };
    tableTennis: { id: number; venueId: number };
  },
): Promise<void> {
  const clock = new ManualClock(context.today);
  const actor = { tenantId: context.tenantId, userId: context.admin.id };
  const draws = new DrawService(tx, clock);
  const schedules = new ScheduleService(tx, clock);
  const scores = new ScoreService(scoreStoreOn(tx), clock);
  const day = (offset: number, from: string, to: string) => ({ date: demoDay(context.today, offset), from, to });
  const schedule = (category: { id: number; venueId: number }, days: ReturnType<typeof day>[]) =>
    schedules.schedule(actor, context.eventId, {
      eventSportCategoryIds: [category.id],
      days,
      slotMinutes: 60,
      venueIds: [category.venueId],
      minRestMinutes: 0,
      writePartial: true,
    });
  const score = (fixtureId: number | null, body: ScoreRequest) => scores.enterScore({ ...actor, user: context.admin }, fixtureId!, body);

  const football = await draws.draw(actor, context.eventId, categories.football.id, {
    format: 'single_elimination',
    seeding: 'registration',
    thirdPlaceMatch: true,
  });
  await schedule(categories.football, [day(-1, '09:00', '11:00'), day(0, '10:00', '11:00'), day(2, '16:00', '17:00')]);
  const [semi1, semi2, , third] = football.fixtures;
  await score(semi1!.id, { status: 'finished', home: 3, away: 1 });
  await score(semi2!.id, { status: 'finished', home: 2, away: 2, decidedBy: 'penalties', shootout: { home: 4, away: 5 } });
  await score(third!.id, { status: 'live', home: 1, away: 0 });

  const cricket = await draws.draw(actor, context.eventId, categories.cricket.id, {
    format: 'single_elimination',
    seeding: 'registration',
  });
  await schedule(categories.cricket, [day(-1, '12:00', '15:00')]);
  const [cricketSemi1, cricketSemi2, cricketFinal] = cricket.fixtures;
  await score(cricketSemi1!.id, { status: 'finished', home: 156, away: 142 });
  await score(cricketSemi2!.id, { status: 'finished', home: 131, away: 134 });
  await score(cricketFinal!.id, { status: 'finished', home: 171, away: 165 });

  const volleyball = await draws.draw(actor, context.eventId, categories.volleyball.id, { format: 'round_robin', seeding: 'registration' });
  await schedule(categories.volleyball, [day(-1, '15:00', '18:00'), day(1, '09:00', '12:00')]);
  const sets = (...pairs: [number, number][]) => pairs.map(([home, away]) => ({ home, away }));
  const [v1, v2, v3] = volleyball.fixtures;
  await score(v1!.id, { status: 'finished', home: 2, away: 0, sets: sets([25, 18], [25, 21]) });
  await score(v2!.id, { status: 'finished', home: 1, away: 2, sets: sets([25, 23], [19, 25], [12, 15]) });
  await score(v3!.id, { status: 'finished', home: 2, away: 1, sets: sets([21, 25], [25, 22], [15, 9]) });

  // Chess: a Swiss of 3 rounds. Round 1 is played; round 2 is paired from it at once, then scheduled and half played.
  const chess = await draws.draw(actor, context.eventId, categories.chess.id, { format: 'swiss', seeding: 'registration', rounds: 3 });
  await schedule(categories.chess, [day(-1, '09:00', '12:00')]);
  const chessResults: ScoreRequest[] = [
    { status: 'finished', home: 1, away: 0 },
    { status: 'finished', home: 1, away: 1 },
    { status: 'finished', home: 0, away: 1 },
  ];
  for (const [index, game] of chess.fixtures.entries()) await score(game.id, chessResults[index]!);
  await schedule(categories.chess, [day(0, '09:00', '13:00')]);
  const round2 = await chessRound(tx, categories.chess.id, 2);
  await score(round2[0]!, { status: 'finished', home: 1, away: 0 });
  await score(round2[1]!, { status: 'live', home: 0, away: 0 });

  // Table tennis: a double elimination of six (best of five games; two byes). The winners' bracket's
  // first two rounds and a losers' bracket match are played, in the order the matches became ready.
  await draws.draw(actor, context.eventId, categories.tableTennis.id, { format: 'double_elimination', seeding: 'registration' });
  await schedule(categories.tableTennis, [day(-1, '13:00', '19:00'), day(1, '13:00', '19:00')]);
  const games = [
    { status: 'finished', home: 3, away: 1, sets: sets([11, 7], [9, 11], [11, 8], [11, 6]) },
    { status: 'finished', home: 2, away: 3, sets: sets([11, 9], [8, 11], [11, 13], [11, 5], [9, 11]) },
    { status: 'finished', home: 3, away: 0, sets: sets([11, 4], [11, 8], [12, 10]) },
    { status: 'finished', home: 3, away: 2, sets: sets([7, 11], [11, 9], [11, 6], [10, 12], [11, 8]) },
    { status: 'finished', home: 1, away: 3, sets: sets([11, 9], [6, 11], [8, 11], [9, 11]) },
  ] as const;
  for (const game of games) {
    const [next] = await readyMatches(tx, categories.tableTennis.id);
    await score(next!, { ...game, sets: [...game.sets] });
  }
}

/** Matches of a category whose two sides are known and that are not played yet, earliest round first. */
async function readyMatches(tx: Database, eventSportCategoryId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: fixtures.id })
    .from(fixtures)
    .where(
      and(
        eq(fixtures.eventSportCategoryId, eventSportCategoryId),
        eq(fixtures.status, 'scheduled'),
        isNotNull(fixtures.homeTeamId),
        isNotNull(fixtures.awayTeamId),
      ),
    )
    .orderBy(asc(fixtures.roundNumber), asc(fixtures.id));
  return rows.map((row) => row.id);
}

/** The fixture ids of a round of a drawn category, in board order. */
async function chessRound(tx: Database, eventSportCategoryId: number, round: number): Promise<number[]> {
  const rows = await tx
    .select({ id: fixtures.id })
    .from(fixtures)
    .where(and(eq(fixtures.eventSportCategoryId, eventSportCategoryId), eq(fixtures.roundNumber, round)))
    .orderBy(asc(fixtures.bracketPosition));
  return rows.map((row) => row.id);
}

/**
 * The demo's timed and measured events (issue 32), once: Athletics Men's Open is a 100 m of 14 in two
 * heats of 7 (the first 2 of each heat and the 2 fastest of the rest reach the final), heat 1 run this
 * morning, heat 2 and the final to come; Archery Veterans (35+) is a 72-arrow round of six, its final scored
 * (medals follow: gold for Globex, two sharing bronze on equal scores).
 */
export async function seedDemoTimedEvents(
  tx: Database,
  context: { tenantId: number; eventId: number; admin: { id: number; role: string }; today: Date },
  categories: { sprint: { id: number }; archery: { id: number } },
): Promise<void> {
  const [existing] = await tx
    .select({ id: timedRounds.id })
    .from(timedRounds)
    .where(eq(timedRounds.eventSportCategoryId, categories.sprint.id));
  if (existing) return;
  const clock = new ManualClock(context.today);
  const actor = { tenantId: context.tenantId, userId: context.admin.id };
  const timed = new TimedEventsService(tx, clock);
  const at = (offsetDays: number, time: string) => `${demoDay(context.today, offsetDays)}T${time}:00+05:30`;

  const sprint = await timed.drawRounds(actor, context.eventId, categories.sprint.id, {
    resultType: 'time',
    lanes: 8,
    qualify: { byPlace: 2, byMark: 2 },
    seed: 100,
    startsAt: at(0, '09:00'),
    minutesBetweenHeats: 15,
    finalStartsAt: at(0, '17:00'),
  });
  const heat1 = sprint.rounds[0]!.heats[0]!;
  const heat1Marks = ['10.92', '11.05', '11.05', '11.31', '11.48', '11.87'];
  await timed.enterResults({ ...actor, user: context.admin }, heat1.id!, {
    results: heat1.lanes.map((lane, index) =>
      index < heat1Marks.length ? { lane: lane.lane, mark: heat1Marks[index] } : { lane: lane.lane, status: 'DNF' as const },
    ),
  });

  const archery = await timed.drawRounds(actor, context.eventId, categories.archery.id, {
    resultType: 'score',
    lanes: 8,
    seed: 200,
    startsAt: at(-1, '10:00'),
  });
  const target = archery.rounds[0]!.heats[0]!;
  // Gold to Globex, already first in the tally, so no browser test's order changes.
  const scores: Record<string, string> = {
    'Varun Sethi': '671',
    'Pranav Hegde': '658',
    'Rajat Saxena': '649',
    'Siddharth Rao': '649',
    'Tarun Bhatt': '642',
    'Uday Kamath': '615',
  };
  await timed.enterResults({ ...actor, user: context.admin }, target.id!, {
    results: target.lanes.map((lane) => ({ lane: lane.lane, mark: scores[lane.entry.name] ?? '600' })),
  });
}
