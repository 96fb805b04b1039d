import { separateInBracket, separateInGroups, type CompanyOf } from './company-separation';
import { drawSizeProblem } from './draw-size';
import { type DrawPlan, type PlannedGroup, type PlannedMatch, type SlotSource } from './plan';
import { roundRobinRounds } from './round-robin';
import { singleElimination } from './single-elimination';
import { maxSwissRounds, pairSwissRound } from './swiss';
import { doubleElimination } from './double-elimination';

export const DRAW_FORMATS = [
  'round_robin',
  'double_round_robin',
  'single_elimination',
  'groups_knockout',
  'swiss',
  'double_elimination',
] as const;
export type DrawFormat = (typeof DRAW_FORMATS)[number];

export interface FormatOptions {
  format: DrawFormat;
  /** groups_knockout: how many groups, and how many of each go through. */
  groups?: number;
  advancePerGroup?: number;
  thirdPlaceMatch?: boolean;
  /** swiss: how many rounds (only the first is paired by the draw). */
  rounds?: number;
  /** Each team's company: same-company teams go to different groups, and meet as late as a knockout allows. */
  companyOf?: CompanyOf;
}

/** A plan the engine cannot build, with the reason a person can act on. */
export class DrawPlanError extends Error {}

const GROUP_NAMES = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function groupMatches(group: PlannedGroup, double: boolean): PlannedMatch[] {
  return roundRobinRounds(group.teamIds.length, double).flatMap((pairs, roundIndex) =>
    pairs.map((pair, index) => ({
      key: `G-${group.name}-R${roundIndex + 1}-M${index + 1}`,
      stage: 'group' as const,
      group: group.name,
      round: roundIndex + 1,
      roundName: `Round ${roundIndex + 1}`,
      position: index + 1,
      home: { kind: 'team' as const, teamId: group.teamIds[pair.home]! },
      away: { kind: 'team' as const, teamId: group.teamIds[pair.away]! },
      winnerTo: null,
      loserTo: null,
    })),
  );
}

/** Seeds dealt into groups in a snake (A B C C B A ...), so every group gets a fair mix of seeds. */
export function snakeGroups(seededTeamIds: number[], groupCount: number): PlannedGroup[] {
  const groups: PlannedGroup[] = Array.from({ length: groupCount }, (_, index) => ({ name: GROUP_NAMES[index]!, teamIds: [] }));
  seededTeamIds.forEach((teamId, index) => {
    const lap = Math.floor(index / groupCount);
    const offset = index % groupCount;
    groups[lap % 2 === 0 ? offset : groupCount - 1 - offset]!.teamIds.push(teamId);
  });
  return groups;
}

/**
 * The fixtures of a draw for teams in seed order (best first). Throws DrawPlanError with a reason
 * when the options do not fit the number of teams.
 */
export function planDraw(seededTeamIds: number[], options: FormatOptions): DrawPlan {
  const count = seededTeamIds.length;
  if (count < 2) throw new DrawPlanError('A draw needs at least two teams in this category.');
  // Counted before anything is built: an oversized draw costs nothing (issue 28).
  const tooBig = drawSizeProblem(count, options);
  if (tooBig) throw new DrawPlanError(tooBig);
  if (options.format === 'round_robin' || options.format === 'double_round_robin') {
    const group = { name: 'A', teamIds: seededTeamIds };
    return { groups: [group], matches: groupMatches(group, options.format === 'double_round_robin') };
  }
  if (options.format === 'swiss') return planSwiss(seededTeamIds, options.rounds);
  if (options.format === 'double_elimination') {
    // The winners' bracket is seeded (and separated) as a knockout is.
    const order = options.companyOf ? separateInBracket(seededTeamIds, options.companyOf) : seededTeamIds;
    return { groups: [], matches: doubleElimination(order.map((teamId) => ({ kind: 'team', teamId }))), knockoutSeeds: order };
  }
  if (options.format === 'single_elimination') {
    const order = options.companyOf ? separateInBracket(seededTeamIds, options.companyOf) : seededTeamIds;
    const seeds: SlotSource[] = order.map((teamId) => ({ kind: 'team', teamId }));
    return { groups: [], matches: singleElimination(seeds, { thirdPlace: options.thirdPlaceMatch }), knockoutSeeds: order };
  }
  const groupCount = options.groups ?? 2;
  const advance = options.advancePerGroup ?? 2;
  if (!Number.isInteger(groupCount) || groupCount < 1 || groupCount > GROUP_NAMES.length) {
    throw new DrawPlanError(`Choose between 1 and ${GROUP_NAMES.length} groups.`);
  }
  const smallest = Math.floor(count / groupCount);
  if (smallest < 2) throw new DrawPlanError(`${count} teams cannot fill ${groupCount} groups of at least two. Choose fewer groups.`);
  if (!Number.isInteger(advance) || advance < 1 || advance > smallest) {
    throw new DrawPlanError(`With groups of ${smallest}, between 1 and ${smallest} teams per group can go through.`);
  }
  if (groupCount * advance < 2) throw new DrawPlanError('At least two teams must go through to the knockout.');
  const snake = snakeGroups(seededTeamIds, groupCount);
  // Who goes through is not known at the draw, so only the groups can separate companies.
  const groups = options.companyOf ? separateInGroups(snake, seededTeamIds, options.companyOf) : snake;
  const knockout = crossOverKnockout(groups, advance, options.thirdPlaceMatch);
  return {
    groups,
    matches: [...groups.flatMap((group) => groupMatches(group, false)), ...knockout],
  };
}

function firstRoundClashes(matches: PlannedMatch[]): number {
  return matches.filter(
    (match) => match.round === 1 && match.home.kind === 'group' && match.away.kind === 'group' && match.home.group === match.away.group,
  ).length;
}

/**
 * Cross-over seeding: all group winners first (A1, B1, ...), then the runners-up, and so on, so the
 * bracket pairs A1 with B2. The lower tiers are rotated (or reversed) until no group meets itself
 * in the first knockout round (3 groups need a rotation; 2 groups do not), the first such order wins.
 */
function crossOverKnockout(groups: PlannedGroup[], advance: number, thirdPlace?: boolean): PlannedMatch[] {
  const names = groups.map((group) => group.name);
  let best: PlannedMatch[] | null = null;
  for (const reversed of [false, true]) {
    for (let rotation = 0; rotation < names.length; rotation++) {
      const seeds: SlotSource[] = [];
      for (let place = 1; place <= advance; place++) {
        let tier = place === 1 ? names : [...names.slice(rotation), ...names.slice(0, rotation)];
        if (place > 1 && reversed) tier = [...tier].reverse();
        for (const group of tier) seeds.push({ kind: 'group', group, place });
      }
      const matches = singleElimination(seeds, { thirdPlace });
      if (firstRoundClashes(matches) === 0) return matches;
      if (!best || firstRoundClashes(matches) < firstRoundClashes(best)) best = matches;
    }
  }
  return best!;
}

/** The name of a Swiss round's fixtures. */
export const swissRoundName = (round: number) => `Round ${round}`;

/** A Swiss round's games as planned matches: no group, no links (the next round is paired from results). */
export function swissRoundMatches(round: number, pairs: { homeTeamId: number; awayTeamId: number }[]): PlannedMatch[] {
  return pairs.map((pair, index) => ({
    key: `SW-R${round}-M${index + 1}`,
    stage: 'group' as const,
    group: null,
    round,
    roundName: swissRoundName(round),
    position: index + 1,
    home: { kind: 'team' as const, teamId: pair.homeTeamId },
    away: { kind: 'team' as const, teamId: pair.awayTeamId },
    winnerTo: null,
    loserTo: null,
  }));
}

/** A Swiss: its first round, paired from the seeds (top half against bottom half); later rounds follow results. */
function planSwiss(seededTeamIds: number[], rounds: number | undefined): DrawPlan {
  const count = seededTeamIds.length;
  if (rounds === undefined) throw new DrawPlanError('A Swiss needs its number of rounds (`rounds`).');
  const most = maxSwissRounds(count);
  if (rounds > most) {
    throw new DrawPlanError(
      `A Swiss of ${count} entries plays at most ${most} rounds (half the field), so every round can be paired without a rematch. Choose fewer rounds.`,
    );
  }
  const first = pairSwissRound(seededTeamIds, [], []);
  return {
    groups: [],
    matches: swissRoundMatches(1, first.pairs),
    byes: first.byeTeamId === null ? [] : [{ round: 1, teamId: first.byeTeamId }],
  };
}
