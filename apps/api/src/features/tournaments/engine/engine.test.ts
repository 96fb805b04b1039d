import { describe, expect, it } from 'vitest';
import { DRAW_FIXTURES_MAX, DRAW_GROUP_STAGE_ENTRIES_MAX } from '@podium/contracts/tournaments/tournaments';
import { countDrawFixtures } from './draw-size';
import { DrawPlanError, planDraw, type FormatOptions } from './formats';
import { knockoutMedals } from './medals';
import type { PlannedMatch } from './plan';
import { roundRobinRounds } from './round-robin';
import { seedTeams, SeedingError } from './seeding';
import { bracketOrder, singleElimination } from './single-elimination';

const teamIds = (count: number) => Array.from({ length: count }, (_, index) => 100 + index);
const counts = Array.from({ length: 63 }, (_, index) => index + 2);

function pairKey(a: number, b: number) {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

describe('round robin (circle method)', () => {
  it.each(counts)('%i entries: everyone meets everyone once, at most once a round', (count) => {
    const rounds = roundRobinRounds(count);
    expect(rounds).toHaveLength(count % 2 === 0 ? count - 1 : count);
    const seen = new Set<string>();
    for (const pairs of rounds) {
      const inRound = new Set<number>();
      for (const { home, away } of pairs) {
        expect(inRound.has(home) || inRound.has(away)).toBe(false);
        inRound.add(home).add(away);
        const key = pairKey(home, away);
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    }
    expect(seen.size).toBe((count * (count - 1)) / 2);
  });

  it('double round robin plays every pairing twice with home and away swapped', () => {
    const rounds = roundRobinRounds(6, true);
    expect(rounds).toHaveLength(10);
    const homeAway = new Set(rounds.flat().map((pair) => `${pair.home}>${pair.away}`));
    expect(homeAway.size).toBe(30);
  });
});

function byKey(matches: PlannedMatch[]) {
  return new Map(matches.map((match) => [match.key, match]));
}

/** Plays a plan through with the home side always winning; returns the final's two entrants' seeds. */
function entrantsOf(matches: PlannedMatch[]): number[] {
  const entrants: number[] = [];
  for (const match of matches) for (const side of [match.home, match.away]) if (side.kind === 'team') entrants.push(side.teamId);
  return entrants;
}

describe('single elimination', () => {
  it('bracket order keeps seeds 1 and 2 apart until the final', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it.each(counts)('%i teams: n-1 matches, byes to the top seeds, every team enters once', (count) => {
    const ids = teamIds(count);
    const matches = singleElimination(ids.map((teamId) => ({ kind: 'team', teamId })));
    expect(matches).toHaveLength(count - 1);
    const entrants = entrantsOf(matches);
    expect(new Set(entrants).size).toBe(count);
    expect(entrants).toHaveLength(count);
    const size = 2 ** Math.ceil(Math.log2(count));
    const byes = size - count;
    const roundOne = matches.filter((match) => match.round === 1);
    expect(roundOne).toHaveLength((size - 2 * byes) / 2);
    // The bye-holders are exactly the top `byes` seeds: they do not play in round 1.
    const inRoundOne = new Set(entrantsOf(roundOne));
    const byeHolders = ids.filter((id) => !inRoundOne.has(id));
    expect(byeHolders).toEqual(ids.slice(0, byes));
    // Every match but the final feeds exactly one later match; the final feeds none.
    const final = matches.find((match) => match.roundName === 'Final')!;
    expect(final.winnerTo).toBeNull();
    for (const match of matches) if (match !== final) expect(match.winnerTo).not.toBeNull();
    // Links point forward in rounds.
    const keys = byKey(matches);
    for (const match of matches) if (match.winnerTo) expect(keys.get(match.winnerTo.match)!.round).toBeGreaterThan(match.round);
  });

  it.each(counts)('%i teams with a third-place match: losers of both semi-finals meet', (count) => {
    const matches = singleElimination(
      teamIds(count).map((teamId) => ({ kind: 'team', teamId })),
      { thirdPlace: true },
    );
    const third = matches.find((match) => match.roundName === 'Third place');
    if (count < 4) {
      expect(third).toBeUndefined();
      return;
    }
    expect(matches).toHaveLength(count);
    const semis = matches.filter((match) => match.roundName === 'Semi-final');
    expect(semis).toHaveLength(2);
    expect(semis.map((semi) => semi.loserTo)).toEqual([
      { match: third!.key, side: 'home' },
      { match: third!.key, side: 'away' },
    ]);
  });

  it('five teams: seeds 1-3 have byes, 4 v 5 is the only first-round match', () => {
    const matches = singleElimination(teamIds(5).map((teamId) => ({ kind: 'team', teamId })));
    const roundOne = matches.filter((match) => match.round === 1);
    expect(roundOne.map((match) => [match.home, match.away])).toEqual([
      [
        { kind: 'team', teamId: 103 },
        { kind: 'team', teamId: 104 },
      ],
    ]);
    expect(roundOne[0]!.winnerTo).toEqual({ match: 'KO-R2-M1', side: 'away' });
  });
});

describe('groups then knockout', () => {
  it('two groups, top two: A1 v B2 and B1 v A2 in the semi-finals', () => {
    const plan = planDraw(teamIds(8), { format: 'groups_knockout', groups: 2, advancePerGroup: 2, thirdPlaceMatch: true });
    expect(plan.groups.map((group) => group.teamIds)).toEqual([
      [100, 103, 104, 107],
      [101, 102, 105, 106],
    ]);
    const semis = plan.matches.filter((match) => match.roundName === 'Semi-final');
    expect(semis.map((semi) => [semi.home, semi.away])).toEqual([
      [
        { kind: 'group', group: 'A', place: 1 },
        { kind: 'group', group: 'B', place: 2 },
      ],
      [
        { kind: 'group', group: 'B', place: 1 },
        { kind: 'group', group: 'A', place: 2 },
      ],
    ]);
    expect(plan.matches.filter((match) => match.stage === 'group')).toHaveLength(12);
    expect(plan.matches.filter((match) => match.stage === 'knockout')).toHaveLength(4);
  });

  it.each([
    [16, 4, 2],
    [12, 3, 2],
    [64, 8, 2],
    [10, 2, 3],
  ])('%i teams in %i groups, top %i: no group meets itself in the first knockout round', (count, groups, advance) => {
    const plan = planDraw(teamIds(count), { format: 'groups_knockout', groups, advancePerGroup: advance });
    expect(plan.groups.flatMap((group) => group.teamIds).sort()).toEqual(teamIds(count));
    const firstRound = plan.matches.filter((match) => match.stage === 'knockout' && match.round === 1);
    for (const match of firstRound) {
      if (match.home.kind === 'group' && match.away.kind === 'group') expect(match.home.group).not.toBe(match.away.group);
    }
    expect(plan.matches.filter((match) => match.stage === 'knockout')).toHaveLength(groups * advance - 1);
  });

  it('refuses groups that cannot be filled, saying why', () => {
    expect(() => planDraw(teamIds(5), { format: 'groups_knockout', groups: 3 })).toThrow(DrawPlanError);
    expect(() => planDraw(teamIds(8), { format: 'groups_knockout', groups: 2, advancePerGroup: 5 })).toThrow(/between 1 and 4/);
    expect(() => planDraw(teamIds(1), { format: 'round_robin' })).toThrow(/at least two teams/);
  });
});

describe('draw size (issue 28)', () => {
  const options: FormatOptions[] = [
    { format: 'round_robin' },
    { format: 'double_round_robin' },
    { format: 'single_elimination', thirdPlaceMatch: true },
    { format: 'single_elimination' },
    { format: 'groups_knockout', groups: 4, advancePerGroup: 2, thirdPlaceMatch: true },
    { format: 'groups_knockout', groups: 3, advancePerGroup: 1 },
  ];
  it.each(options)('counts the matches of $format without building them, as planDraw builds them', (option) => {
    for (const count of [2, 3, 4, 5, 7, 9, 12, 17, 31, 32]) {
      if (option.format === 'groups_knockout' && count < (option.groups ?? 2) * Math.max(2, option.advancePerGroup ?? 2)) continue;
      expect(countDrawFixtures(count, option), `${count} entries`).toBe(planDraw(teamIds(count), option).matches.length);
    }
  });

  it('refuses a league or group stage over its entry limit, and a draw over its match limit, naming the limit', () => {
    expect(() => planDraw(teamIds(DRAW_GROUP_STAGE_ENTRIES_MAX + 1), { format: 'groups_knockout', groups: 26 })).toThrow(
      /129 entries; groups then a knockout takes at most 128/,
    );
    // 500 entries in a double round robin were 249,500 matches; now refused before any is built.
    expect(() => planDraw(teamIds(500), { format: 'double_round_robin' })).toThrow(/500 entries; a draw takes at most 256/);
    expect(() => planDraw(teamIds(46), { format: 'double_round_robin' })).toThrow(
      /A double round robin of 46 entries makes 2,070 matches; a draw makes at most 1,000/,
    );
    expect(planDraw(teamIds(32), { format: 'double_round_robin' }).matches.length).toBeLessThanOrEqual(DRAW_FIXTURES_MAX);
    expect(planDraw(teamIds(256), { format: 'single_elimination', thirdPlaceMatch: true }).matches).toHaveLength(256);
    expect(planDraw(teamIds(128), { format: 'groups_knockout', groups: 26, advancePerGroup: 1 }).matches.length).toBeLessThan(400);
  });
});

describe('seeding', () => {
  it('random seeding reproduces from its seed and differs between seeds', () => {
    const ids = teamIds(16);
    const first = seedTeams(ids, 'random', { seed: 42 });
    expect(seedTeams(ids, 'random', { seed: 42 })).toEqual(first);
    expect(seedTeams(ids, 'random', { seed: 43 })).not.toEqual(first);
    expect([...first].sort()).toEqual(ids);
  });

  it('manual seeding must list every team once', () => {
    expect(seedTeams([1, 2, 3], 'manual', { seed: 0, manualOrder: [3, 1, 2] })).toEqual([3, 1, 2]);
    expect(() => seedTeams([1, 2, 3], 'manual', { seed: 0, manualOrder: [3, 1] })).toThrow(SeedingError);
    expect(() => seedTeams([1, 2, 3], 'manual', { seed: 0, manualOrder: [3, 1, 1] })).toThrow(/twice/);
    expect(() => seedTeams([1, 2, 3], 'manual', { seed: 0, manualOrder: [3, 1, 9] })).toThrow(/not a team/);
  });
});

describe('medals from results', () => {
  const match = (roundName: string, homeTeamId: number, awayTeamId: number, winnerTeamId: number | null) => ({
    roundName,
    finished: winnerTeamId !== null,
    homeTeamId,
    awayTeamId,
    winnerTeamId,
  });

  it('none before the final is finished', () => {
    expect(knockoutMedals([match('Semi-final', 1, 4, 1), match('Semi-final', 2, 3, 2), match('Final', 1, 2, null)])).toEqual([]);
  });

  it('gold and silver from the final, bronze to both semi-final losers without a third-place match', () => {
    expect(knockoutMedals([match('Semi-final', 1, 4, 1), match('Semi-final', 2, 3, 2), match('Final', 1, 2, 2)])).toEqual([
      { teamId: 2, place: 1 },
      { teamId: 1, place: 2 },
      { teamId: 4, place: 3 },
      { teamId: 3, place: 3 },
    ]);
  });

  it('bronze waits for the third-place match when there is one', () => {
    const semis = [match('Semi-final', 1, 4, 1), match('Semi-final', 2, 3, 2), match('Final', 1, 2, 1)];
    expect(knockoutMedals([...semis, match('Third place', 4, 3, null)])).toHaveLength(2);
    expect(knockoutMedals([...semis, match('Third place', 4, 3, 3)])).toContainEqual({ teamId: 3, place: 3 });
  });
});
