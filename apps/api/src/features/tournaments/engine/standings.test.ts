import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTieBreakers, computeStandings, type ResultForStandings } from './standings';

const result = (homeTeamId: number, awayTeamId: number, homeFor: number, awayFor: number): ResultForStandings => ({
  homeTeamId,
  awayTeamId,
  homeFor,
  awayFor,
  winnerTeamId: null,
});
const fifa = applyTieBreakers({ preset: 'fifa' });
const uefa = applyTieBreakers({ preset: 'uefa' });
const sets = applyTieBreakers({ preset: 'sets' });
const order = (rows: { teamId: number }[]) => rows.map((row) => row.teamId);
const separations = (rows: { decidedBy: string | null }[]) => rows.map((row) => row.decidedBy);

describe('standings by rule set', () => {
  // 1 and 2 both on 6 points; 2 has the better difference but 1 beat 2.
  const headToHeadAgainstDifference = [
    result(1, 2, 1, 0),
    result(2, 3, 9, 0),
    result(2, 4, 9, 0),
    result(1, 3, 1, 0),
    result(3, 4, 0, 0),
    result(4, 1, 1, 0),
  ];

  it('uefa: head-to-head before goal difference; fifa: goal difference first', () => {
    const byUefa = computeStandings({ teamIds: [1, 2, 3, 4], results: headToHeadAgainstDifference, rules: uefa, lotSeed: 1 });
    expect(byUefa.map((row) => [row.teamId, row.points])).toEqual([
      [1, 6],
      [2, 6],
      [4, 4],
      [3, 1],
    ]);
    expect(separations(byUefa)).toEqual(['h2h_points', null, null, null]);
    const byFifa = computeStandings({ teamIds: [1, 2, 3, 4], results: headToHeadAgainstDifference, rules: fifa, lotSeed: 1 });
    expect(order(byFifa)).toEqual([2, 1, 4, 3]);
    expect(separations(byFifa)).toEqual(['goal_difference', null, null, null]);
  });

  it('uefa: teams level on their mini-table go on to overall difference, then scored', () => {
    // 1, 2, 3 draw each other 1-1, 0-0, 2-2; 4 beats 1 and 2 but loses 0-5 to 3.
    const results = [
      result(1, 2, 1, 1),
      result(2, 3, 0, 0),
      result(1, 3, 2, 2),
      result(4, 1, 1, 0),
      result(4, 2, 1, 0),
      result(3, 4, 5, 0),
    ];
    // Points: 4 = 6, 3 = 5, 1 = 2, 2 = 2. 1 and 2: mini-table of two (they drew 1-1), level;
    // reapplied among the two is the same mini-table, so overall difference: 1 is -1, 2 is -1;
    // scored: 1 has 3, 2 has 1 -> 1 above 2.
    const rows = computeStandings({ teamIds: [1, 2, 3, 4], results, rules: uefa, lotSeed: 9 });
    expect(order(rows)).toEqual([4, 3, 1, 2]);
    expect(separations(rows)).toEqual([null, null, 'goals_scored', null]);
  });

  it('uefa: of three level, the two still level after the mini-table of three meet in a mini-table of two', () => {
    // A, B, C on 6 points each, D on 0 (lost all). Among A, B, C: A beat B 1-0, B beat C 1-0,
    // C beat A 2-1: points 3 each; differences A 0, B 0, C 0; scored A 2, B 1, C 2: B third.
    // A and C still level: reapplied between them only, C beat A -> C above A. (FIFA: overall.)
    const [A, B, C, D] = [1, 2, 3, 4];
    const results = [
      result(A, B, 1, 0),
      result(B, C, 1, 0),
      result(C, A, 2, 1),
      result(A, D, 5, 0),
      result(B, D, 1, 0),
      result(C, D, 1, 0),
    ];
    const rows = computeStandings({ teamIds: [A, B, C, D], results, rules: uefa, lotSeed: 3 });
    expect(order(rows)).toEqual([C, A, B, D]);
    expect(separations(rows)).toEqual(['h2h_points', 'h2h_goals_scored', null, null]);
    // FIFA: overall difference first: A +5, then C and B level on +1 and 3 vs 2 scored... C 3, B 2.
    expect(order(computeStandings({ teamIds: [A, B, C, D], results, rules: fifa, lotSeed: 3 }))).toEqual([A, C, B, D]);
  });

  it('sets: matches won, head-to-head, set ratio, point ratio', () => {
    const match = (home: number, away: number, homeSets: number, awaySets: number, homeRally: number, awayRally: number) => ({
      ...result(home, away, homeSets, awaySets),
      homeRallyPoints: homeRally,
      awayRallyPoints: awayRally,
    });
    // 1, 2, 3 each won one match among themselves and beat 4: head-to-head is level (one win each),
    // set ratios 1: 5/3, 2: 5/3... decided by point ratio.
    const results = [
      match(1, 2, 2, 1, 60, 55),
      match(2, 3, 2, 1, 62, 50),
      match(3, 1, 2, 1, 70, 50),
      match(1, 4, 2, 0, 50, 30),
      match(2, 4, 2, 0, 50, 40),
      match(3, 4, 2, 0, 50, 20),
    ];
    const rows = computeStandings({ teamIds: [4, 3, 2, 1], results, rules: sets, lotSeed: 5 });
    // Sets: every one of 1, 2, 3 has 5 won, 2 lost -> point ratio: 1: 160/155, 2: 167/155, 3: 170/132.
    expect(order(rows)).toEqual([3, 2, 1, 4]);
    expect(separations(rows)).toEqual(['point_ratio', 'point_ratio', null, null]);
  });

  it('lots only when level on everything, drawn from the seed, and named as such', () => {
    const rows = computeStandings({
      teamIds: [1, 2, 3],
      results: [result(1, 2, 1, 1), result(2, 3, 1, 1), result(3, 1, 1, 1)],
      rules: fifa,
      lotSeed: 42,
    });
    expect(separations(rows)).toEqual(['lots', 'lots', null]);
    const again = computeStandings({
      teamIds: [3, 1, 2],
      results: [result(3, 1, 1, 1), result(1, 2, 1, 1), result(2, 3, 1, 1)],
      rules: fifa,
      lotSeed: 42,
    });
    expect(order(again)).toEqual(order(rows));
    const seeds = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        order(computeStandings({ teamIds: [1, 2, 3], results: [], rules: fifa, lotSeed: seed })).join(),
      ),
    );
    expect(seeds.size).toBeGreaterThan(1);
  });

  it('before a match is played nothing is said to have decided', () => {
    const rows = computeStandings({ teamIds: [1, 2, 3, 4], results: [], rules: uefa, lotSeed: 1 });
    expect(separations(rows)).toEqual([null, null, null, null]);
  });

  it('custom: the criteria as listed', () => {
    const custom = applyTieBreakers({ preset: 'custom', criteria: ['goals_scored', 'points'] });
    const rows = computeStandings({ teamIds: [1, 2], results: [result(1, 2, 2, 3), result(2, 1, 0, 3)], rules: custom, lotSeed: 1 });
    // 1 scored 5, 2 scored 3: 1 first although level on points.
    expect(order(rows)).toEqual([1, 2]);
    expect(custom).toEqual({ preset: 'custom', criteria: ['goals_scored', 'points'], reapplyHeadToHead: false });
  });

  it('a stated winner (penalties, walkover) counts as the win', () => {
    const rows = computeStandings({
      teamIds: [1, 2],
      results: [{ homeTeamId: 1, awayTeamId: 2, homeFor: 1, awayFor: 1, winnerTeamId: 2 }],
      rules: fifa,
      lotSeed: 0,
    });
    expect(rows[0]).toMatchObject({ teamId: 2, won: 1, points: 3, rank: 1 });
  });
});

describe('standings properties', () => {
  const presets = [
    fifa,
    uefa,
    sets,
    applyTieBreakers({ preset: 'custom', criteria: ['h2h_goals_scored', 'point_ratio'], reapplyHeadToHead: true }),
  ];
  // A group of 2 to 8 teams, each pair meeting at most once with small scores (many ties).
  const group = fc
    .integer({ min: 2, max: 8 })
    .chain((size) => {
      const ids = Array.from({ length: size }, (_, index) => 10 + index * 7);
      const pairs = ids.flatMap((a, index) => ids.slice(index + 1).map((b) => [a, b] as const));
      return fc.record({
        ids: fc.constant(ids),
        results: fc.subarray(pairs).chain((played) =>
          fc.tuple(
            ...played.map(([a, b]) =>
              fc.record({
                homeTeamId: fc.constant(a),
                awayTeamId: fc.constant(b),
                homeFor: fc.nat(3),
                awayFor: fc.nat(3),
                winnerTeamId: fc.constant(null),
                homeRallyPoints: fc.nat(60),
                awayRallyPoints: fc.nat(60),
              }),
            ),
          ),
        ),
        rules: fc.constantFrom(...presets),
        lotSeed: fc.nat(),
      });
    })
    .chain((input) =>
      fc.record({
        input: fc.constant(input),
        teamOrder: fc.shuffledSubarray(input.ids, { minLength: input.ids.length }),
        resultOrder: fc.shuffledSubarray(input.results, { minLength: input.results.length }),
        flip: fc.array(fc.boolean(), { minLength: input.results.length, maxLength: input.results.length }),
      }),
    );

  it('the order never depends on the order teams registered or results were entered (nor on home and away)', () => {
    fc.assert(
      fc.property(group, ({ input, teamOrder, resultOrder, flip }) => {
        const first = computeStandings({ teamIds: input.ids, results: input.results, rules: input.rules, lotSeed: input.lotSeed });
        const swapped = resultOrder.map((r, index) =>
          flip[index]
            ? {
                ...r,
                homeTeamId: r.awayTeamId,
                awayTeamId: r.homeTeamId,
                homeFor: r.awayFor,
                awayFor: r.homeFor,
                homeRallyPoints: r.awayRallyPoints,
                awayRallyPoints: r.homeRallyPoints,
              }
            : r,
        );
        const second = computeStandings({ teamIds: teamOrder, results: swapped, rules: input.rules, lotSeed: input.lotSeed });
        expect(second).toEqual(first);
      }),
      { numRuns: 300 },
    );
  });

  it('every team once, ranks 1..n, and the table is sorted by the first criterion', () => {
    fc.assert(
      fc.property(group, ({ input }) => {
        const rows = computeStandings({ teamIds: input.ids, results: input.results, rules: input.rules, lotSeed: input.lotSeed });
        expect(rows.map((row) => row.teamId).sort((a, b) => a - b)).toEqual(input.ids);
        expect(rows.map((row) => row.rank)).toEqual(input.ids.map((_, index) => index + 1));
        const first = input.rules.criteria[0] === 'matches_won' ? 'won' : input.rules.criteria[0] === 'points' ? 'points' : null;
        if (first)
          for (let index = 1; index < rows.length; index++) expect(rows[index - 1]![first]).toBeGreaterThanOrEqual(rows[index]![first]);
        expect(rows.at(-1)!.decidedBy).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
