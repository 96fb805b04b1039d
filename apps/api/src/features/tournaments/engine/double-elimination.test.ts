import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doubleElimination, eliminationStandings, grandFinalReset, GRAND_FINAL, LOSERS, type EliminationMatch } from './double-elimination';
import type { PlannedMatch, SlotSource } from './plan';

const seedsOf = (count: number): SlotSource[] => Array.from({ length: count }, (_, index) => ({ kind: 'team', teamId: 100 + index }));

/** Plays the plan as the score service would: winners and losers follow the links; a reset when the losers' champion wins the grand final. */
function play(plan: PlannedMatch[], homeWins: (match: PlannedMatch, index: number) => boolean) {
  const teams = new Map<string, { home: number | null; away: number | null }>();
  for (const match of plan) {
    teams.set(match.key, {
      home: match.home.kind === 'team' ? match.home.teamId : null,
      away: match.away.kind === 'team' ? match.away.teamId : null,
    });
  }
  const results: EliminationMatch[] = [];
  const losses = new Map<number, number>();
  const ordered = [...plan].sort((a, b) => a.round - b.round);
  let played: PlannedMatch[] = [...ordered];
  for (let index = 0; index < played.length; index++) {
    const match = played[index]!;
    const sides = teams.get(match.key)!;
    expect(sides.home, `${match.key} has its home side when it is played`).not.toBeNull();
    expect(sides.away, `${match.key} has its away side when it is played`).not.toBeNull();
    const winner = homeWins(match, index) ? sides.home! : sides.away!;
    const loser = winner === sides.home ? sides.away! : sides.home!;
    losses.set(loser, (losses.get(loser) ?? 0) + 1);
    results.push({
      bracket: match.group,
      roundName: match.roundName,
      round: match.round,
      finished: true,
      homeTeamId: sides.home,
      awayTeamId: sides.away,
      winnerTeamId: winner,
    });
    if (match.winnerTo) teams.get(match.winnerTo.match)![match.winnerTo.side] = winner;
    if (match.loserTo) teams.get(match.loserTo.match)![match.loserTo.side] = loser;
    if (match.roundName === GRAND_FINAL && winner === sides.away) {
      const reset = grandFinalReset(match, sides.home!, sides.away!);
      teams.set(reset.key, { home: sides.home, away: sides.away });
      played = [...played, reset];
    }
  }
  return { results, losses };
}

describe('double elimination', () => {
  it('eight entries: 7 winners’ matches, 6 losers’ matches, the grand final', () => {
    const plan = doubleElimination(seedsOf(8));
    expect(plan.filter((match) => match.group === 'Winners')).toHaveLength(7);
    expect(plan.filter((match) => match.group === LOSERS)).toHaveLength(6);
    expect(plan.at(-1)).toMatchObject({ key: 'GF', roundName: 'Grand final', home: { kind: 'winner', match: 'WB-R3-M1' } });
    expect(plan.find((match) => match.key === 'WB-R1-M1')!.loserTo).toEqual({ match: 'LB-R1-M1', side: 'home' });
    // The winners' final loser drops into the losers' final.
    expect(plan.find((match) => match.key === 'WB-R3-M1')!.loserTo).toEqual({ match: 'LB-R4-M1', side: 'away' });
  });

  it('routes winners’ semi-final losers crosswise into the losers’ bracket (no immediate rematch)', () => {
    const plan = doubleElimination(seedsOf(8));
    // WB round 2 losers arrive reversed: the loser of semi-final 1 meets the survivors of the other half.
    expect(plan.find((match) => match.key === 'WB-R2-M1')!.loserTo).toEqual({ match: 'LB-R2-M2', side: 'away' });
    expect(plan.find((match) => match.key === 'WB-R2-M2')!.loserTo).toEqual({ match: 'LB-R2-M1', side: 'away' });
  });

  it('every field of 2 to 64 with any results: each side known when played, out after two losses, 2n − 2 or 2n − 1 matches, a full standing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }), (count, coin) => {
        const plan = doubleElimination(seedsOf(count));
        const { results, losses } = play(plan, (_, index) => coin[index % coin.length]!);
        const grandFinalResults = results.filter((result) => result.roundName.startsWith('Grand final'));
        expect(results).toHaveLength(2 * count - 2 + (grandFinalResults.length === 2 ? 1 : 0));
        const champion = grandFinalResults.at(-1)!.winnerTeamId!;
        for (const team of seedsOf(count)) {
          const lost = losses.get((team as { teamId: number }).teamId) ?? 0;
          expect(lost).toBe((team as { teamId: number }).teamId === champion ? (grandFinalResults.length === 2 ? 1 : 0) : 2);
        }
        const standings = eliminationStandings(
          seedsOf(count).map((seed) => (seed as { teamId: number }).teamId),
          results,
        );
        expect(standings).toHaveLength(count);
        expect(standings[0]).toMatchObject({ teamId: champion, place: 1 });
        expect(standings.every((row) => row.place >= 1)).toBe(true);
        expect(standings.map((row) => row.place)).toEqual([...standings.map((row) => row.place)].sort((a, b) => a - b));
        // A place is one more than the number of teams above it (shared places skip).
        for (const row of standings) expect(row.place).toBe(1 + standings.filter((other) => other.place < row.place).length);
      }),
      { numRuns: 300 },
    );
  });

  it('places teams by the losers’ round they went out in, sharing places', () => {
    const plan = doubleElimination(seedsOf(8));
    const { results } = play(plan, () => true);
    const standings = eliminationStandings(
      seedsOf(8).map((seed) => (seed as { teamId: number }).teamId),
      results,
    );
    expect(standings.map((row) => row.place)).toEqual([1, 2, 3, 4, 5, 5, 7, 7]);
    expect(standings[2]!.eliminatedIn).toBe("Losers' final");
  });

  it('gives the first teams out their final place at once', () => {
    const { results } = play(doubleElimination(seedsOf(8)), () => true);
    // Only the winners' first round and the losers' first round played: the two out there share 7th.
    const played = (result: EliminationMatch) =>
      (result.bracket === 'Winners' && result.round === 1) || result.roundName === "Losers' round 1";
    const standings = eliminationStandings(
      seedsOf(8).map((seed) => (seed as { teamId: number }).teamId),
      results.map((result) => ({ ...result, finished: played(result) })),
    );
    expect(standings.filter((row) => row.place > 0).map((row) => [row.place, row.eliminatedIn])).toEqual([
      [7, "Losers' round 1"],
      [7, "Losers' round 1"],
    ]);
  });
});
