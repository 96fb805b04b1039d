import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededShuffle } from './prng';
import {
  bestOfAttempts,
  centreOutLanes,
  dealSerpentine,
  heatCount,
  needsSemiFinals,
  placesOf,
  qualifierOrder,
  qualify,
  seedHeats,
  semiFinalCount,
  type LaneResult,
} from './timed';

describe('timed events engine', () => {
  it('gives the centre lanes first', () => {
    expect(centreOutLanes(8)).toEqual([4, 5, 3, 6, 2, 7, 1, 8]);
    expect(centreOutLanes(5)).toEqual([3, 4, 2, 5, 1]);
  });

  it('shares places for equal marks and skips the next (1, 2, 2, 4); no mark, no place', () => {
    const results: LaneResult[] = [
      { key: 1, mark: 1090, status: 'ok' },
      { key: 2, mark: 1080, status: 'ok' },
      { key: 3, mark: 1090, status: 'ok' },
      { key: 4, mark: 1100, status: 'ok' },
      { key: 5, mark: null, status: 'DNF' },
    ];
    expect([...placesOf(results, true)]).toEqual([
      [1, 2],
      [2, 1],
      [3, 2],
      [4, 4],
      [5, null],
    ]);
    // Higher is better (a distance): the order turns round.
    expect(placesOf(results, false).get(4)).toBe(1);
  });

  it('field events: the best attempt counts and the next best breaks a tie; fouls (null) do not count', () => {
    expect(bestOfAttempts([710, null, 745], false)).toEqual({ mark: 745, tieBreak: [710] });
    const results: LaneResult[] = [
      { key: 1, mark: 745, status: 'ok', tieBreak: [710] },
      { key: 2, mark: 745, status: 'ok', tieBreak: [720] },
      { key: 3, mark: 745, status: 'ok', tieBreak: [] },
      { key: 4, mark: 745, status: 'ok', tieBreak: [720] },
    ];
    expect([...placesOf(results, false)]).toEqual([
      [1, 3],
      [2, 1],
      [3, 4],
      [4, 1],
    ]);
  });

  it('seeds every entry once, at most `lanes` to a heat, heats differing by one at most', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 10 }), fc.integer(), (count, lanes, seed) => {
        const entries = Array.from({ length: count }, (_, index) => ({
          teamId: index + 1,
          entryMark: index % 3 === 0 ? null : 1000 + index,
        }));
        const seeded = seedHeats(entries, { lanes, lowerIsBetter: true, seeding: seed % 2 === 0 ? 'marks' : 'random', seed });
        expect(new Set(seeded.map((lane) => lane.teamId)).size).toBe(count);
        const sizes = new Map<number, number>();
        for (const lane of seeded) sizes.set(lane.heat, (sizes.get(lane.heat) ?? 0) + 1);
        expect(Math.max(...sizes.values())).toBeLessThanOrEqual(lanes);
        expect(Math.max(...sizes.values()) - Math.min(...sizes.values())).toBeLessThanOrEqual(1);
        for (const lane of seeded) expect(lane.lane).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('qualification counts hold: at least byPlace per heat and byMark more when there are enough marks, more only by ties, never a DNS/DNF/DQ', () => {
    const lane = fc.record({
      mark: fc.integer({ min: 1000, max: 1020 }),
      status: fc.constantFrom('ok', 'ok', 'ok', 'ok', 'DNS', 'DNF', 'DQ') as fc.Arbitrary<LaneResult['status']>,
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(lane, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        (heatRows, byPlace, byMark, lower) => {
          let key = 0;
          const heats = heatRows.map((rows) => ({
            results: rows.map((row) => ({ key: ++key, mark: row.status === 'ok' ? row.mark : null, status: row.status })),
          }));
          const qualified = qualify(heats, { byPlace, byMark }, lower);
          const all = heats.flatMap((heat) => heat.results);
          const finishers = all.filter((row) => row.status === 'ok');
          // Only finishers go through.
          for (const id of qualified.keys()) expect(all.find((row) => row.key === id)!.status).toBe('ok');
          // Per heat: everyone placed within byPlace is Q, and at least min(byPlace, finishers in the heat) are.
          let byPlaceCount = 0;
          for (const heat of heats) {
            const places = placesOf(heat.results, lower);
            const inHeat = heat.results.filter((row) => row.status === 'ok').length;
            const q = heat.results.filter((row) => qualified.get(row.key) === 'Q');
            expect(q.length).toBeGreaterThanOrEqual(Math.min(byPlace, inHeat));
            for (const row of heat.results) {
              const place = places.get(row.key);
              expect(qualified.get(row.key) === 'Q').toBe(place !== null && place !== undefined && place <= byPlace);
            }
            byPlaceCount += q.length;
          }
          const rest = finishers.length - byPlaceCount;
          const byMarkCount = [...qualified.values()].filter((mark) => mark === 'q').length;
          expect(byMarkCount).toBeGreaterThanOrEqual(Math.min(byMark, rest));
          // More than byMark only by a tie for the last place: every q beyond it has the cut-off mark.
          if (byMarkCount > byMark) {
            const qMarks = finishers.filter((row) => qualified.get(row.key) === 'q').map((row) => row.mark!);
            const cutoff = lower ? Math.max(...qMarks) : Math.min(...qMarks);
            const better = qMarks.filter((mark) => mark !== cutoff).length;
            expect(better).toBeLessThan(byMark);
          }
          // No one left out has a better mark than someone let in by mark.
          const out = finishers.filter((row) => !qualified.has(row.key)).map((row) => row.mark!);
          const inByMark = finishers.filter((row) => qualified.get(row.key) === 'q').map((row) => row.mark!);
          for (const left of out) for (const taken of inByMark) expect(lower ? taken <= left : taken >= left).toBe(true);
          if (byMark === 0) expect(byMarkCount).toBe(0);
        },
      ),
    );
  });

  it('semi-finals by the rule: more than 3 heats (24 entries on 8 lanes go straight to a final, 25 do not)', () => {
    expect(needsSemiFinals(24, 8)).toBe(false);
    expect(needsSemiFinals(25, 8)).toBe(true);
    expect(needsSemiFinals(9, 3)).toBe(false);
    expect(needsSemiFinals(10, 3)).toBe(true);
    expect(semiFinalCount(16, 8)).toBe(2);
    expect(semiFinalCount(17, 8)).toBe(3);
    expect(semiFinalCount(5, 8)).toBe(2);
  });

  it('qualification counts hold through heats → semi-finals → final: with distinct marks exactly byPlace per heat (or the heat) plus byMark of the rest, dealt evenly, the final within its lanes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 90 }),
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (count, lanes, seed, placeSeed, markSeed, semiPlaceSeed, semiMarkSeed, lower) => {
          const heats = heatCount(count, lanes);
          fc.pre(heats >= 2);
          const entries = Array.from({ length: count }, (_, index) => ({ teamId: index + 1, entryMark: null }));
          const seeded = seedHeats(entries, { lanes, lowerIsBetter: lower, seeding: 'random', seed });
          // Distinct marks: a shuffle's positions.
          const markOf = new Map(seededShuffle(entries, seed + 1).map((entry, index) => [entry.teamId, 1000 + index]));
          const roundOf = (rows: Array<{ heat: number; teamId: number }>, heatTotal: number) =>
            Array.from({ length: heatTotal }, (_, index) => ({
              results: rows
                .filter((row) => row.heat === index + 1)
                .map((row) => ({ key: row.teamId, teamId: row.teamId, mark: markOf.get(row.teamId)!, status: 'ok' as const })),
            }));
          const expected = (round: ReturnType<typeof roundOf>, rule: { byPlace: number; byMark: number }) => {
            const byPlace = round.reduce((sum, heat) => sum + Math.min(rule.byPlace, heat.results.length), 0);
            const total = round.reduce((sum, heat) => sum + heat.results.length, 0);
            return byPlace + Math.min(rule.byMark, total - byPlace);
          };

          // Heats → semi-finals: any rule with at least two through (semi-finals hold them all).
          const heatRound = roundOf(seeded, heats);
          const rule = { byPlace: placeSeed % (lanes + 1), byMark: markSeed % (lanes * heats + 1) };
          fc.pre(rule.byPlace * heats + rule.byMark >= 2);
          const through = qualify(heatRound, rule, lower);
          expect(through.size).toBe(expected(heatRound, rule));
          const semis = semiFinalCount(rule.byPlace * heats + rule.byMark, lanes);
          const order = qualifierOrder(heatRound, through, lower);
          expect(new Set(order)).toEqual(new Set(through.keys()));
          const dealt = dealSerpentine(order, semis, lanes);
          const sizes = Array.from({ length: semis }, (_, index) => dealt.filter((row) => row.heat === index + 1).length);
          expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(through.size);
          expect(Math.max(...sizes)).toBeLessThanOrEqual(lanes);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          for (let heat = 1; heat <= semis; heat++) {
            const used = dealt.filter((row) => row.heat === heat).map((row) => row.lane);
            expect(new Set(used).size).toBe(used.length);
            for (const lane of used) expect(lane >= 1 && lane <= lanes).toBe(true);
          }

          // Semi-finals → final: a rule the final's lanes hold.
          const semiRound = roundOf(
            dealt.map((row) => ({ heat: row.heat, teamId: row.entry })),
            semis,
          );
          const semiByPlace = semiPlaceSeed % (Math.floor(lanes / semis) + 1);
          const semiRule = { byPlace: semiByPlace, byMark: semiMarkSeed % (lanes - semiByPlace * semis + 1) };
          const finalists = qualify(semiRound, semiRule, lower);
          expect(finalists.size).toBe(expected(semiRound, semiRule));
          expect(finalists.size).toBeLessThanOrEqual(lanes);
          const finalLanes = dealSerpentine(qualifierOrder(semiRound, finalists, lower), 1, lanes).map((row) => row.lane);
          expect(new Set(finalLanes).size).toBe(finalists.size);
          for (const lane of finalLanes) expect(lane >= 1 && lane <= lanes).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
