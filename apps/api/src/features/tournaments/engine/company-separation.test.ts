import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snakeGroups } from './formats';
import { bracketClashes, firstRoundMeetings, groupClashes, groupMeetings, separateInBracket, separateInGroups } from './company-separation';
import { nextPowerOfTwo } from './single-elimination';

/** The fewest same-company pairs groups of these sizes can hold: each company spread evenly. */
function fewestGroupClashes(companies: (number | null)[], groupCount: number): number {
  const counts = new Map<number, number>();
  for (const company of companies) if (company !== null) counts.set(company, (counts.get(company) ?? 0) + 1);
  let total = 0;
  for (const n of counts.values()) {
    const q = Math.floor(n / groupCount);
    const r = n % groupCount;
    total += (r * ((q + 1) * q)) / 2 + ((groupCount - r) * (q * (q - 1))) / 2;
  }
  return total;
}

/** The fewest first-round same-company matches among the entries without a bye. */
function fewestFirstRoundClashes(seeds: number[], companyOf: Map<number, number | null>): number {
  const byes = nextPowerOfTwo(seeds.length) - seeds.length;
  const playing = seeds.slice(byes);
  const matches = playing.length / 2;
  const counts = new Map<number, number>();
  for (const teamId of playing) {
    const company = companyOf.get(teamId) ?? null;
    if (company !== null) counts.set(company, (counts.get(company) ?? 0) + 1);
  }
  return Math.max(0, ...[...counts.values()].map((count) => count - matches));
}

const field = (min: number, max: number) =>
  fc
    .array(fc.option(fc.integer({ min: 1, max: 5 }), { nil: null, freq: 4 }), { minLength: min, maxLength: max })
    .map((companies) => ({ ids: companies.map((_, index) => 100 + index), companies }));

describe('company-aware groups', () => {
  it('3 Acme teams in 2 groups: one pair is unavoidable, and named', () => {
    const ids = [1, 2, 3, 4, 5, 6];
    const companyOf = new Map<number, number | null>([
      [1, 7],
      [2, 7],
      [3, 7],
      [4, null],
      [5, 8],
      [6, null],
    ]);
    const groups = separateInGroups(snakeGroups(ids, 2), ids, companyOf);
    expect(groupClashes(groups, companyOf)).toBe(1);
    const meetings = groupMeetings(groups, companyOf, () => 'Acme', 'team');
    expect(meetings).toHaveLength(1);
    expect(meetings[0]).toMatchObject({ companyId: 7, stage: 'group', reason: '3 Acme teams in 2 groups' });
  });

  it('property: same-company pairs in groups are the fewest possible, group sizes and members kept', () => {
    fc.assert(
      fc.property(field(4, 48), fc.integer({ min: 1, max: 8 }), ({ ids, companies }, wanted) => {
        const groupCount = Math.max(1, Math.min(wanted, Math.floor(ids.length / 2)));
        const companyOf = new Map(ids.map((id, index) => [id, companies[index]!]));
        const snake = snakeGroups(ids, groupCount);
        const groups = separateInGroups(snake, ids, companyOf);
        expect(groups.map((group) => group.teamIds.length)).toEqual(snake.map((group) => group.teamIds.length));
        expect(groups.flatMap((group) => group.teamIds).sort((a, b) => a - b)).toEqual(ids);
        expect(groupClashes(groups, companyOf)).toBe(fewestGroupClashes(companies, groupCount));
      }),
      { numRuns: 200 },
    );
  });
});

describe('company-aware knockouts', () => {
  it('two colleagues drawn to meet first are moved apart, the byes stay with the top seeds', () => {
    // Seeds 1 v 4 and 2 v 3 in a bracket of four: 2 and 3 are both Acme.
    const companyOf = new Map<number, number | null>([
      [1, null],
      [2, 7],
      [3, 7],
      [4, null],
    ]);
    expect(bracketClashes([1, 2, 3, 4], companyOf)).toEqual([1, 0]);
    const order = separateInBracket([1, 2, 3, 4], companyOf);
    expect(bracketClashes(order, companyOf)).toEqual([0, 1]);
    expect(firstRoundMeetings(order, companyOf, () => 'Acme', 'player')).toEqual([]);
    // Six entries: seeds 1 and 2 have byes and keep them.
    const six = separateInBracket([1, 2, 3, 4, 5, 6], new Map([...companyOf, [5, 7], [6, 7]]));
    expect(six.slice(0, 2).sort()).toEqual([1, 2]);
  });

  it('property: first-round same-company matches are the fewest possible; every entry once; byes unchanged', () => {
    fc.assert(
      fc.property(field(2, 64), ({ ids, companies }) => {
        const companyOf = new Map(ids.map((id, index) => [id, companies[index]!]));
        const order = separateInBracket(ids, companyOf);
        const byes = nextPowerOfTwo(ids.length) - ids.length;
        expect([...order].sort((a, b) => a - b)).toEqual(ids);
        expect(new Set(order.slice(0, byes))).toEqual(new Set(ids.slice(0, byes)));
        expect(bracketClashes(order, companyOf)[0] ?? 0).toBe(fewestFirstRoundClashes(ids, companyOf));
        const meetings = firstRoundMeetings(order, companyOf, () => 'Acme', 'team');
        expect(meetings).toHaveLength(bracketClashes(order, companyOf)[0] ?? 0);
      }),
      { numRuns: 200 },
    );
  });

  it('a field of 256 with four companies is separated quickly', () => {
    const ids = Array.from({ length: 256 }, (_, index) => index + 1);
    const companyOf = new Map(ids.map((id) => [id, (id % 4) + 1]));
    const started = performance.now();
    const order = separateInBracket(ids, companyOf);
    expect(bracketClashes(order, companyOf)[0]).toBe(0);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
