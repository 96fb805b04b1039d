import type { AppliedTieBreakers, TieBreakerCriterion, TieBreakers } from '@podium/contracts/tournaments/tournaments';
import { seededShuffle } from './prng';

/** A finished match as standings see it: `homeFor`/`awayFor` are goals, runs or sets won. */
export interface ResultForStandings {
  homeTeamId: number;
  awayTeamId: number;
  homeFor: number;
  awayFor: number;
  /** The winner when it is not the higher score (penalties, walkover); null for a draw. */
  winnerTeamId: number | null;
  /** Rally points over all sets (the point ratio of sports counted in sets); absent when sets were not entered. */
  homeRallyPoints?: number;
  awayRallyPoints?: number;
}

export interface PointsRule {
  win: number;
  draw: number;
  loss: number;
}

export const DEFAULT_POINTS: PointsRule = { win: 3, draw: 1, loss: 0 };

/** A criterion that separated two rows, or the drawing of lots when none did. */
export type Separation = TieBreakerCriterion | 'lots';

export interface StandingRow {
  rank: number;
  teamId: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  for: number;
  against: number;
  difference: number;
  points: number;
  rallyFor: number;
  rallyAgainst: number;
  /** What placed this row above the next; null for the last row, on the first criterion, or when neither has played. */
  decidedBy: Separation | null;
}

/** The rule books' orders (docs/tournaments.md). */
export const TIE_BREAKER_PRESETS: Record<'fifa' | 'uefa' | 'sets', Omit<AppliedTieBreakers, 'preset'>> = {
  // FIFA World Cup regulations: overall first, then one mini-table of the teams still level.
  fifa: {
    criteria: ['points', 'goal_difference', 'goals_scored', 'h2h_points', 'h2h_goal_difference', 'h2h_goals_scored'],
    reapplyHeadToHead: false,
  },
  // UEFA (Euro, Champions League group stage): the mini-table first, again for any smaller set still level.
  uefa: {
    criteria: ['points', 'h2h_points', 'h2h_goal_difference', 'h2h_goals_scored', 'goal_difference', 'goals_scored'],
    reapplyHeadToHead: true,
  },
  sets: { criteria: ['matches_won', 'h2h_matches_won', 'set_ratio', 'point_ratio'], reapplyHeadToHead: false },
};

/** A requested rule set spelt out: a preset's criteria, or the custom list as given. */
export function applyTieBreakers(rules: TieBreakers): AppliedTieBreakers {
  if (rules.preset === 'custom')
    return { preset: 'custom', criteria: [...rules.criteria], reapplyHeadToHead: rules.reapplyHeadToHead ?? false };
  return { preset: rules.preset, ...TIE_BREAKER_PRESETS[rules.preset] };
}

/** The winner of a result: the stated winner, else the higher score, else null (a draw). */
export function winnerOf(result: ResultForStandings): number | null {
  if (result.winnerTeamId !== null) return result.winnerTeamId;
  if (result.homeFor > result.awayFor) return result.homeTeamId;
  if (result.awayFor > result.homeFor) return result.awayTeamId;
  return null;
}

function tally(teamIds: Iterable<number>, results: ResultForStandings[], points: PointsRule): Map<number, StandingRow> {
  const rows = new Map<number, StandingRow>();
  for (const teamId of teamIds)
    rows.set(teamId, {
      rank: 0,
      teamId,
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      for: 0,
      against: 0,
      difference: 0,
      points: 0,
      rallyFor: 0,
      rallyAgainst: 0,
      decidedBy: null,
    });
  for (const result of results) {
    const home = rows.get(result.homeTeamId);
    const away = rows.get(result.awayTeamId);
    if (!home || !away) continue;
    const winner = winnerOf(result);
    const homeRally = result.homeRallyPoints ?? 0;
    const awayRally = result.awayRallyPoints ?? 0;
    for (const [row, scored, conceded, rallyFor, rallyAgainst, teamId] of [
      [home, result.homeFor, result.awayFor, homeRally, awayRally, result.homeTeamId],
      [away, result.awayFor, result.homeFor, awayRally, homeRally, result.awayTeamId],
    ] as const) {
      row.played++;
      row.for += scored;
      row.against += conceded;
      row.difference = row.for - row.against;
      row.rallyFor += rallyFor;
      row.rallyAgainst += rallyAgainst;
      if (winner === null) {
        row.drawn++;
        row.points += points.draw;
      } else if (winner === teamId) {
        row.won++;
        row.points += points.win;
      } else {
        row.lost++;
        row.points += points.loss;
      }
    }
  }
  return rows;
}

const isHeadToHead = (criterion: TieBreakerCriterion | undefined) => criterion?.startsWith('h2h_') ?? false;

/** Won over lost; everything over nothing is the best ratio (as FIVB writes it), nothing over nothing the worst. */
const ratio = (won: number, lost: number) => (lost === 0 ? (won === 0 ? 0 : Number.POSITIVE_INFINITY) : won / lost);

function valueOf(criterion: TieBreakerCriterion, row: StandingRow): number {
  switch (criterion) {
    case 'points':
    case 'h2h_points':
      return row.points;
    case 'goal_difference':
    case 'h2h_goal_difference':
      return row.difference;
    case 'goals_scored':
    case 'h2h_goals_scored':
      return row.for;
    case 'matches_won':
    case 'h2h_matches_won':
      return row.won;
    case 'set_ratio':
      return ratio(row.for, row.against);
    case 'point_ratio':
      return ratio(row.rallyFor, row.rallyAgainst);
  }
}

export interface StandingsInput {
  teamIds: number[];
  results: ResultForStandings[];
  points?: PointsRule;
  rules: AppliedTieBreakers;
  /** The draw's recorded seed: the drawing of lots, the last resort, follows from it, the same on every read. */
  lotSeed: number;
}

/** The mini-table of one set of level teams, and where in the criteria its head-to-head run starts. */
interface MiniTable {
  rows: Map<number, StandingRow>;
  size: number;
  runStart: number;
}

/**
 * A group table from its finished results, ordered by the rule set: each criterion splits the
 * teams still level; a run of head-to-head criteria is counted over the matches between the teams
 * level when the run starts (and, with `reapplyHeadToHead`, run again for any smaller set still
 * level after it); teams level on everything are ordered by lots drawn from `lotSeed`. The answer
 * never depends on the order of `teamIds` or `results`.
 */
export function computeStandings({ teamIds, results, points = DEFAULT_POINTS, rules, lotSeed }: StandingsInput): StandingRow[] {
  const overall = tally(teamIds, results, points);
  const { criteria, reapplyHeadToHead } = rules;
  // Lots: a shuffle of the ids in ascending order, so neither registration nor entry order matters.
  const lotOf = new Map(
    seededShuffle(
      [...overall.keys()].sort((a, b) => a - b),
      lotSeed,
    ).map((teamId, index) => [teamId, index]),
  );

  const miniTable = (block: number[], runStart: number): MiniTable => {
    const among = new Set(block);
    const between = results.filter((result) => among.has(result.homeTeamId) && among.has(result.awayTeamId));
    return { rows: tally(block, between, points), size: block.length, runStart };
  };

  type Placed = { teamId: number; aboveNextBy: Separation | null };
  const byLots = (block: number[]): Placed[] =>
    [...block]
      .sort((a, b) => lotOf.get(a)! - lotOf.get(b)!)
      .map((teamId, index) => ({ teamId, aboveNextBy: index < block.length - 1 ? 'lots' : null }));

  const order = (block: number[], index: number, mini: MiniTable | null): Placed[] => {
    if (block.length === 1) return [{ teamId: block[0]!, aboveNextBy: null }];
    let table = mini;
    if (table && !isHeadToHead(criteria[index])) {
      // The head-to-head run is over: a smaller set still level starts it again among themselves (UEFA).
      if (reapplyHeadToHead && block.length < table.size) return order(block, table.runStart, null);
      table = null;
    }
    const criterion = criteria[index];
    if (criterion === undefined) return byLots(block);
    if (isHeadToHead(criterion)) table ??= miniTable(block, index);
    const source = table ? table.rows : overall;
    const value = (teamId: number) => valueOf(criterion, source.get(teamId)!);
    // Best first; compared, not subtracted, as a ratio can be infinite.
    const sorted = [...block].sort((a, b) => (value(a) === value(b) ? 0 : value(a) > value(b) ? -1 : 1));
    const levels: number[][] = [];
    for (const teamId of sorted) {
      const last = levels.at(-1);
      if (last && value(last[0]!) === value(teamId)) last.push(teamId);
      else levels.push([teamId]);
    }
    return levels.flatMap((level, levelIndex) => {
      const placed = order(level, index + 1, table);
      if (levelIndex < levels.length - 1) placed.at(-1)!.aboveNextBy = criterion;
      return placed;
    });
  };

  const placed = order([...overall.keys()], 0, null);
  return placed.map(({ teamId, aboveNextBy }, index) => {
    const row = overall.get(teamId)!;
    const next = placed[index + 1] ? overall.get(placed[index + 1]!.teamId)! : null;
    const told = aboveNextBy !== null && aboveNextBy !== criteria[0] && next !== null && (row.played > 0 || next.played > 0);
    return { ...row, rank: index + 1, decidedBy: told ? aboveNextBy : null };
  });
}
