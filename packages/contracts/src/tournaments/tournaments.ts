import { z } from 'zod';
import { DECIDED_BY, RESULT_TYPES } from './result-kinds';
import { rankingRowSchema, timedRoundSchema } from './timed-events';

/** Draw formats of an event sport category (docs/tournaments.md). */
export const DRAW_FORMATS = [
  'round_robin',
  'double_round_robin',
  'single_elimination',
  'groups_knockout',
  'swiss',
  'double_elimination',
] as const;
// A message built outside the schema: a schema whose arguments are all plain values is pure, so
// a page importing only a constant of this module leaves it (and Zod) out (issue 34).
const DRAW_FORMAT_MESSAGE = `Choose a format: ${DRAW_FORMATS.join(', ')}.`;
export const SEEDING_METHODS = ['random', 'registration', 'manual'] as const;
// A message built outside the schema: a schema whose arguments are all plain values is pure, so
// a page importing only a constant of this module leaves it (and Zod) out (issue 34).
const SEEDING_MESSAGE = `Choose a seeding: ${SEEDING_METHODS.join(', ')}.`;
export { DECIDED_BY } from './result-kinds';

const id = z.number().int().positive();

/**
 * Tie-breakers of group tables (issue 31, docs/tournaments.md). Criteria named `h2h_*` are counted
 * over the matches between the teams still level (the mini-table); the others over all matches.
 */
export const TIE_BREAKER_CRITERIA = [
  'points',
  'goal_difference',
  'goals_scored',
  'h2h_points',
  'h2h_goal_difference',
  'h2h_goals_scored',
  'matches_won',
  'h2h_matches_won',
  'set_ratio',
  'point_ratio',
] as const;
// A message built outside the schema: a schema whose arguments are all plain values is pure, so
// a page importing only a constant of this module leaves it (and Zod) out (issue 34).
const TIE_BREAKER_CRITERION_MESSAGE = `A criterion is one of: ${TIE_BREAKER_CRITERIA.join(', ')}.`;
export type TieBreakerCriterion = (typeof TIE_BREAKER_CRITERIA)[number];
export const TIE_BREAKER_PRESETS = ['fifa', 'uefa', 'sets', 'custom'] as const;
// A message built outside the schema: a schema whose arguments are all plain values is pure, so
// a page importing only a constant of this module leaves it (and Zod) out (issue 34).
const TIE_BREAKERS_MESSAGE = `Tie-breakers: a preset (${TIE_BREAKER_PRESETS.join(', ')}); custom also lists its criteria.`;

/** What placed a standings row above the next one, as a person reads it ('head-to-head points'). */
export const TIE_BREAKER_LABELS = {
  points: 'points',
  goal_difference: 'goal difference',
  goals_scored: 'goals scored',
  h2h_points: 'head-to-head points',
  h2h_goal_difference: 'head-to-head goal difference',
  h2h_goals_scored: 'head-to-head goals scored',
  matches_won: 'matches won',
  h2h_matches_won: 'head-to-head',
  set_ratio: 'set ratio',
  point_ratio: 'point ratio',
  lots: 'drawing of lots',
} as const satisfies Record<TieBreakerCriterion | 'lots', string>;
export type TieBreakerLabel = (typeof TIE_BREAKER_LABELS)[keyof typeof TIE_BREAKER_LABELS];
const tieBreakerLabels = Object.values(TIE_BREAKER_LABELS) as [TieBreakerLabel, ...TieBreakerLabel[]];

/** A preset by name, or `custom`: an ordered list of criteria (lots always come last). */
export const tieBreakersSchema = z.discriminatedUnion(
  'preset',
  [
    z.strictObject({ preset: z.literal('fifa') }),
    z.strictObject({ preset: z.literal('uefa') }),
    z.strictObject({ preset: z.literal('sets') }),
    z.strictObject({
      preset: z.literal('custom'),
      criteria: z
        .array(z.enum(TIE_BREAKER_CRITERIA, { message: TIE_BREAKER_CRITERION_MESSAGE }))
        .min(1, 'List at least one criterion.')
        .max(TIE_BREAKER_CRITERIA.length)
        .refine((criteria) => new Set(criteria).size === criteria.length, 'List each criterion once.'),
      /** UEFA's way: the head-to-head criteria are applied again to any smaller set of teams still level. */
      reapplyHeadToHead: z.boolean().optional(),
    }),
  ],
  { message: TIE_BREAKERS_MESSAGE },
);
export type TieBreakers = z.infer<typeof tieBreakersSchema>;

/** The rule set a draw applies, spelt out (a preset's criteria in order). */
export const appliedTieBreakersSchema = z.object({
  preset: z.enum(TIE_BREAKER_PRESETS),
  criteria: z.array(z.enum(TIE_BREAKER_CRITERIA)),
  reapplyHeadToHead: z.boolean(),
});
export type AppliedTieBreakers = z.infer<typeof appliedTieBreakersSchema>;

/**
 * The preset a sport gets when the draw names none: football and hockey play FIFA's order, sports
 * counted in sets (badminton, table tennis, volleyball) the sets order, anything else FIFA's.
 */
export function defaultTieBreakerPreset(sportName: string): 'fifa' | 'sets' {
  return /badminton|table[\s-]?tennis|ping[\s-]?pong|volleyball/i.test(sportName) ? 'sets' : 'fifa';
}

/**
 * Size bounds of one draw (issue 28): what a corporate event needs, with room. A preview of 500
 * entries in a double round robin was 249,500 matches and a 57 MB answer built on the event loop.
 */
/** Most entries a draw takes (a knockout of 256 is 255 matches). */
export const DRAW_ENTRIES_MAX = 256;
/** Most entries in a league or a group stage (round robin, double round robin, groups then knockout). */
export const DRAW_GROUP_STAGE_ENTRIES_MAX = 128;
/** Most matches one draw makes: a double round robin of 32 is 992, groups of four for 128 entries about 260. */
export const DRAW_FIXTURES_MAX = 1_000;
/** Most rounds of a Swiss (a chess open plays 5 to 11); the field's size limits it further (half the entries). */
export const SWISS_ROUNDS_MAX = 20;

export const drawParamsSchema = z.object({
  eventId: z.coerce.number().int().positive(),
  eventSportCategoryId: z.coerce.number().int().positive(),
});

/** Strict: an option this version does not know is refused with 400, never silently dropped. */
export const drawRequestSchema = z.strictObject({
  format: z.enum(DRAW_FORMATS, { message: DRAW_FORMAT_MESSAGE }),
  groups: z.number().int().min(1, 'At least one group.').max(26, 'At most 26 groups (A to Z).').optional(),
  advancePerGroup: z.number().int().min(1, 'At least one team per group goes through.').max(32).optional(),
  seeding: z.enum(SEEDING_METHODS, { message: SEEDING_MESSAGE }),
  /** Random seeding: the seed to use (to reproduce a draw); a new one is chosen and recorded when absent. */
  seed: z.number().int().min(0).max(2_147_483_647).optional(),
  /** Manual seeding: every team id of the category, best seed first. */
  manualOrder: z.array(id).max(DRAW_ENTRIES_MAX, `At most ${DRAW_ENTRIES_MAX} entries in a draw.`).optional(),
  thirdPlaceMatch: z.boolean().optional(),
  /** Points for a win, a draw and a loss in group tables (3/1/0 by default). */
  points: z
    .strictObject({ win: z.number().int().min(0).max(10), draw: z.number().int().min(0).max(10), loss: z.number().int().min(0).max(10) })
    .optional(),
  /** How level teams are ordered in group tables; the sport's preset when absent (see defaultTieBreakerPreset). */
  tieBreakers: tieBreakersSchema.optional(),
  /** Teams (or, in an individual sport, people) of one company to different groups, and to meet as late as a knockout allows. */
  separateCompanies: z.boolean().optional(),
  /** Swiss: how many rounds (required for a Swiss, refused for other formats). */
  rounds: z
    .number()
    .int()
    .min(1, 'A Swiss plays at least one round.')
    .max(SWISS_ROUNDS_MAX, `A Swiss plays at most ${SWISS_ROUNDS_MAX} rounds.`)
    .optional(),
  /**
   * Swiss: pair each round as soon as the one before is finished (the default), or only when an
   * admin asks (`POST .../draw/next-round`), e.g. to check the results first.
   */
  pairRoundsAutomatically: z.boolean().optional(),
  dryRun: z.boolean().optional(),
});
export type DrawRequest = z.infer<typeof drawRequestSchema>;

const teamRef = z.object({ id: z.number().int(), name: z.string() });

export const drawSideSchema = z.object({ team: teamRef.nullable(), label: z.string() });

export const drawFixtureSchema = z.object({
  /** null in a preview (nothing written yet). */
  id: z.number().int().nullable(),
  stage: z.enum(['group', 'knockout']),
  group: z.string().nullable(),
  round: z.number().int(),
  roundName: z.string(),
  position: z.number().int(),
  home: drawSideSchema,
  away: drawSideSchema,
});

export const drawAnswerSchema = z.object({
  dryRun: z.boolean(),
  format: z.enum(DRAW_FORMATS),
  seeding: z.enum(SEEDING_METHODS),
  seed: z.number().int(),
  groups: z.array(z.object({ name: z.string(), teams: z.array(teamRef) })),
  fixtures: z.array(drawFixtureSchema),
  /** Swiss: the rounds it will play (only the first is paired at the draw); null for other formats. */
  rounds: z.number().int().nullable(),
  /** Swiss: who sits out a round (an odd field), scored as a win. */
  byes: z.array(z.object({ round: z.number().int(), team: teamRef })),
  tieBreakers: appliedTieBreakersSchema,
  /**
   * With `separateCompanies`: each same-company meeting the draw could not avoid, where ('Group A',
   * 'Quarter-final 2': first knockout round only, later ones depend on results) and why.
   */
  companyMeetings: z.array(
    z.object({
      company: teamRef,
      stage: z.enum(['group', 'knockout']),
      where: z.string(),
      teams: z.array(teamRef),
      reason: z.string(),
    }),
  ),
});
export type DrawAnswer = z.infer<typeof drawAnswerSchema>;

/** `PUT .../draw/tie-breakers`: change the rule set of a drawn category until its first match starts. */
export const tieBreakersRequestSchema = z.strictObject({ tieBreakers: tieBreakersSchema });
export const tieBreakersAnswerSchema = z.object({ tieBreakers: appliedTieBreakersSchema });

/** `POST .../draw/next-round`: pair a Swiss's next round now (its previous round finished). No options. */
export const nextRoundRequestSchema = z.strictObject({});
export const nextRoundAnswerSchema = z.object({
  round: z.number().int(),
  fixtures: z.array(drawFixtureSchema),
  bye: teamRef.nullable(),
});
export type NextRoundAnswer = z.infer<typeof nextRoundAnswerSchema>;

export const scoreParamsSchema = z.object({ fixtureId: z.coerce.number().int().positive() });

const points = z.number().int().min(0, 'A score cannot be negative.').max(9999, 'Keep a score under 10000.');

export const scoreRequestSchema = z
  .object({
    status: z.enum(['live', 'finished'], { message: "Status is 'live' or 'finished'." }),
    /** Goals, runs, sets won or frames, whatever the sport counts. */
    home: points,
    away: points,
    sets: z
      .array(z.object({ home: points, away: points }))
      .max(9, 'At most 9 sets.')
      .optional(),
    decidedBy: z.enum(DECIDED_BY).optional(),
    /** Penalties: the shoot-out score (decides the winner of a drawn match). */
    shootout: z.object({ home: points, away: points }).optional(),
    /** Walkover or abandoned: which side wins. */
    winner: z.enum(['home', 'away']).optional(),
  })
  .refine((body) => body.decidedBy !== 'penalties' || (body.shootout && body.shootout.home !== body.shootout.away), {
    message: 'A penalties result needs the shoot-out score, and a shoot-out has a winner.',
    path: ['shootout'],
  });
export type ScoreRequest = z.infer<typeof scoreRequestSchema>;

export const scoreAnswerSchema = z.object({
  id: z.number().int(),
  status: z.enum(['scheduled', 'live', 'finished']),
  home: z.number().int().nullable(),
  away: z.number().int().nullable(),
  sets: z.array(z.object({ home: z.number().int(), away: z.number().int() })).nullable(),
  decidedBy: z.enum(DECIDED_BY).nullable(),
  winnerTeamId: z.number().int().nullable(),
});

export const standingsQuerySchema = z.object({ eventSportCategoryId: z.coerce.number().int().positive() });

export const standingRowSchema = z.object({
  rank: z.number().int(),
  team: teamRef,
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  for: z.number().int(),
  against: z.number().int(),
  difference: z.number().int(),
  points: z.number().int(),
  /**
   * What placed this row above the next ('head-to-head points', 'drawing of lots'); null for the
   * last row, when the two differ on the rule set's first criterion, or neither has played.
   */
  decidedBy: z.enum(tieBreakerLabels).nullable(),
});

export const bracketFixtureSchema = drawFixtureSchema.extend({
  status: z.enum(['scheduled', 'live', 'finished']),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  decidedBy: z.enum(DECIDED_BY).nullable(),
  /** The shoot-out score of a match decided on penalties, else null. */
  shootout: z.object({ home: z.number().int(), away: z.number().int() }).nullable().default(null),
  winnerTeamId: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  venue: z.string(),
});

/** A Swiss table row: points (½ for a draw), then Buchholz, then Sonneborn-Berger, then the seed. */
export const swissRowSchema = z.object({
  rank: z.number().int(),
  team: teamRef,
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  byes: z.number().int(),
  points: z.number(),
  buchholz: z.number(),
  sonnebornBerger: z.number(),
  /** What placed this row above the next ('points', 'Buchholz', 'Sonneborn-Berger', 'seed'); null for the last. */
  decidedBy: z.enum(['points', 'Buchholz', 'Sonneborn-Berger', 'seed']).nullable(),
});

/** A Swiss: its table and each round's pairings so far. */
export const swissStandingsSchema = z.object({
  rounds: z.number().int(),
  roundsPaired: z.number().int(),
  /** Every round paired and every game finished: the table is final. */
  complete: z.boolean(),
  rows: z.array(swissRowSchema),
  pairings: z.array(
    z.object({
      round: z.number().int(),
      fixtures: z.array(bracketFixtureSchema),
      bye: teamRef.nullable(),
    }),
  ),
});
export type SwissStandings = z.infer<typeof swissStandingsSchema>;

export const standingsAnswerSchema = z.object({
  eventSportCategoryId: z.number().int(),
  format: z.enum(DRAW_FORMATS).nullable(),
  /** The rule set ordering the group tables (null without a draw). */
  tieBreakers: appliedTieBreakersSchema.nullable(),
  groups: z.array(z.object({ name: z.string(), complete: z.boolean(), rows: z.array(standingRowSchema) })),
  knockout: z.array(bracketFixtureSchema),
  /**
   * A double elimination's standings by elimination round: the champion, the grand final's loser,
   * then places shared by the losers' round a team went out in (place 0: still in). Null for other formats.
   */
  elimination: z
    .array(z.object({ place: z.number().int(), team: teamRef, eliminatedIn: z.string().nullable() }))
    .nullable()
    .default(null),
  /** A Swiss category's table and round pairings (null for other formats). */
  swiss: swissStandingsSchema.nullable().default(null),
  /** Medals that follow from finished results; empty until the deciding matches are finished. */
  medals: z.array(z.object({ place: z.number().int(), team: teamRef })),
  /** Why no medals are shown yet (null once decided). */
  medalsPending: z.string().nullable(),
  /** How the category keeps results (issue 32): `match`, or a time, distance, height or score. */
  resultType: z.enum(RESULT_TYPES).default('match'),
  /** A timed or measured category's rounds: heats, then the final, each with its lanes. Empty for matches. */
  rounds: z.array(timedRoundSchema).default([]),
  /** The final's ranking once it has results (equal marks share a place; DNS / DNF / DQ last, unplaced). */
  ranking: z.array(rankingRowSchema).default([]),
});
export type StandingsAnswer = z.infer<typeof standingsAnswerSchema>;

const isoDate = z.iso.date({ message: 'Use a date like 2026-06-01.' });
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00.');

export const scheduleParamsSchema = z.object({ eventId: z.coerce.number().int().positive() });

export const scheduleRequestSchema = z.object({
  eventSportCategoryIds: z.array(id).min(1, 'Pick at least one sport category.').max(100),
  days: z
    .array(z.object({ date: isoDate, from: clock, to: clock }).refine((day) => day.from < day.to, 'A day ends after it starts.'))
    .min(1, 'Give at least one day.')
    .max(31),
  /** Minutes per match: one number for every sport, or per sport id (`{ "12": 90, "13": 30 }`). */
  slotMinutes: z.union([
    z.number().int().min(5).max(600),
    z.record(z.string().regex(/^\d{1,9}$/, 'Key slot minutes by sport id.'), z.number().int().min(5).max(600)),
  ]),
  venueIds: z.array(id).min(1, 'Pick at least one venue.').max(100),
  minRestMinutes: z.number().int().min(0).max(1440),
  dryRun: z.boolean().optional(),
  /** Write what fits even when some fixtures do not (otherwise nothing is written). */
  writePartial: z.boolean().optional(),
});
export type ScheduleRequest = z.infer<typeof scheduleRequestSchema>;

export const scheduleAnswerSchema = z.object({
  dryRun: z.boolean(),
  written: z.boolean(),
  placed: z.array(
    z.object({
      fixtureId: z.number().int(),
      venueId: z.number().int(),
      startsAt: z.string(),
      endsAt: z.string(),
      /** What the timetable preview shows in the match's cell. */
      eventSportCategoryId: z.number().int(),
      /** 'Group A', 'Semi-final 2', or the round typed by hand. */
      round: z.string(),
      /** A side's team, or where it comes from while unknown ('1st Group A', 'Winner of Semi-final 1'). */
      home: z.string(),
      away: z.string(),
    }),
  ),
  unplaced: z.array(z.object({ fixtureId: z.number().int(), fixture: z.string(), reason: z.string() })),
  /** Heats (and semi-finals, finals) of the chosen timed categories not yet run, placed like matches (issue 32). */
  placedHeats: z
    .array(
      z.object({
        heatId: z.number().int(),
        venueId: z.number().int(),
        startsAt: z.string(),
        endsAt: z.string(),
        eventSportCategoryId: z.number().int(),
        /** 'Heats', 'Semi-finals', 'Final'. */
        round: z.string(),
        /** 'Heat 2', 'Semi-final 1', 'Final'. */
        heat: z.string(),
      }),
    )
    .default([]),
  unplacedHeats: z
    .array(z.object({ heatId: z.number().int(), eventSportCategoryId: z.number().int(), heat: z.string(), reason: z.string() }))
    .default([]),
});
export type ScheduleAnswer = z.infer<typeof scheduleAnswerSchema>;

/** A side of a match past its start and grace period, with its checked-in players against the minimum. */
const walkoverSideSchema = z.object({
  teamId: z.number().int(),
  name: z.string(),
  checkedIn: z.number().int(),
  required: z.number().int(),
});

/** `GET /api/staff/events/{eventId}/walkovers`: matches where a side is short of players (issue 16). */
export const walkoverCandidateSchema = z.object({
  fixtureId: z.number().int(),
  sport: z.string(),
  category: z.string(),
  round: z.string(),
  venue: z.string(),
  startsAt: z.string(),
  home: walkoverSideSchema,
  away: walkoverSideSchema,
  /** The side that has its players when only the other is short; null when both are. */
  suggestedWinner: z.enum(['home', 'away']).nullable(),
});
export type WalkoverCandidate = z.infer<typeof walkoverCandidateSchema>;

/** `POST /api/staff/fixtures/{fixtureId}/opponent-missing`: how many of the side's players were emailed. */
export const opponentMissingAnswerDataSchema = z.object({ sent: z.number().int() });
