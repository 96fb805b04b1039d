import type { PlannedGroup } from './plan';
import { bracketOrder, nextPowerOfTwo } from './single-elimination';

/** Each entry's company (null: none, it clashes with nobody). */
export type CompanyOf = ReadonlyMap<number, number | null>;

const sameCompany = (companyOf: CompanyOf, a: number, b: number) => {
  const company = companyOf.get(a) ?? null;
  return company !== null && company === (companyOf.get(b) ?? null);
};

/** Pairs of same-company entries sharing a group. */
export function groupClashes(groups: PlannedGroup[], companyOf: CompanyOf): number {
  let clashes = 0;
  for (const group of groups)
    group.teamIds.forEach((a, index) => {
      for (const b of group.teamIds.slice(index + 1)) if (sameCompany(companyOf, a, b)) clashes++;
    });
  return clashes;
}

/**
 * Groups with each company's entries spread as evenly as the group sizes allow, starting from the
 * seeded groups (`groups`, e.g. the snake) and swapping two entries only while a swap lowers the
 * number of same-company pairs; of the swaps that do, the one between the closest seeds is made,
 * so the seeding is kept as far as the separation allows. A local optimum is the minimum: while a
 * company has two more entries in one group than in another, some other company has fewer in the
 * first than in the second, and swapping one of each lowers the count.
 */
export function separateInGroups(groups: PlannedGroup[], seededTeamIds: number[], companyOf: CompanyOf): PlannedGroup[] {
  const result = groups.map((group) => ({ name: group.name, teamIds: [...group.teamIds] }));
  const seedOf = new Map(seededTeamIds.map((teamId, index) => [teamId, index]));
  const countIn = (group: PlannedGroup, company: number | null, except: number) =>
    company === null ? 0 : group.teamIds.filter((teamId) => teamId !== except && (companyOf.get(teamId) ?? null) === company).length;
  for (;;) {
    let best: { gain: number; distance: number; from: [number, number]; to: [number, number] } | null = null;
    for (let g = 0; g < result.length; g++)
      for (let h = g + 1; h < result.length; h++)
        result[g]!.teamIds.forEach((a, i) =>
          result[h]!.teamIds.forEach((b, j) => {
            const ca = companyOf.get(a) ?? null;
            const cb = companyOf.get(b) ?? null;
            if (ca === cb) return;
            // Pairs lost minus pairs made when a and b change groups.
            const gain = countIn(result[g]!, ca, a) + countIn(result[h]!, cb, b) - countIn(result[h]!, ca, b) - countIn(result[g]!, cb, a);
            if (gain <= 0) return;
            const distance = Math.abs(seedOf.get(a)! - seedOf.get(b)!);
            if (!best || distance < best.distance || (distance === best.distance && gain > best.gain))
              best = { gain, distance, from: [g, i], to: [h, j] };
          }),
        );
    if (!best) return result;
    const { from, to } = best as { from: [number, number]; to: [number, number] };
    const a = result[from[0]]!.teamIds[from[1]]!;
    result[from[0]]!.teamIds[from[1]] = result[to[0]]!.teamIds[to[1]]!;
    result[to[0]]!.teamIds[to[1]] = a;
  }
}

/** The round (1 = first) in which the entries at bracket positions `p` and `q` (0-based) can first meet. */
const meetingRound = (p: number, q: number) => Math.floor(Math.log2(p ^ q)) + 1;

/**
 * Same-company meetings a bracket of `seeds` (best first) allows, counted per round they could
 * first happen: `[first round, second, ...]`. Entries with a bye never play in the first round.
 */
export function bracketClashes(seeds: number[], companyOf: CompanyOf): number[] {
  const size = nextPowerOfTwo(seeds.length);
  const positions = bracketOrder(size).map((seed) => seeds[seed - 1] ?? null);
  const rounds = Math.log2(size);
  const perRound = Array.from({ length: rounds }, () => 0);
  for (let p = 0; p < size; p++)
    for (let q = p + 1; q < size; q++) {
      const a = positions[p];
      const b = positions[q];
      if (a == null || b == null || !sameCompany(companyOf, a, b)) continue;
      perRound[meetingRound(p, q) - 1]!++;
    }
  return perRound;
}

/**
 * The seed order of a knockout with same-company entries meeting as late as the bracket allows:
 * two entries swap places only while that makes the meetings come later (fewer in the first
 * round, then the second, ...), the closest seeds first; entries with a bye swap only with each
 * other, so the byes stay with the top seeds. The first round reaches its minimum: a same-company
 * pair facing a pair without that company can always be crossed.
 */
export function separateInBracket(seeds: number[], companyOf: CompanyOf): number[] {
  const order = [...seeds];
  const size = nextPowerOfTwo(order.length);
  const byes = size - order.length;
  const rounds = Math.log2(size);
  // Bracket position of each seed index (0-based), as singleElimination lays them out.
  const positionOfSeed: number[] = [];
  bracketOrder(size).forEach((seed, position) => (positionOfSeed[seed - 1] = position));
  const companyAt = (index: number) => companyOf.get(order[index]!) ?? null;
  /** How the meetings per round change when the entries at seed indexes i and j swap (only their own pairs move). */
  const change = (i: number, j: number): number[] => {
    const delta = Array.from({ length: rounds }, () => 0);
    for (const [moving, from, to] of [
      [i, positionOfSeed[i]!, positionOfSeed[j]!],
      [j, positionOfSeed[j]!, positionOfSeed[i]!],
    ] as const) {
      const company = companyAt(moving);
      if (company === null) continue;
      for (let other = 0; other < order.length; other++) {
        if (other === i || other === j || companyAt(other) !== company) continue;
        delta[meetingRound(from, positionOfSeed[other]!) - 1]!--;
        delta[meetingRound(to, positionOfSeed[other]!) - 1]!++;
      }
    }
    return delta;
  };
  const improves = (delta: number[]) => (delta.find((value) => value !== 0) ?? 0) < 0;
  for (;;) {
    let swapped = false;
    for (let distance = 1; distance < order.length && !swapped; distance++)
      for (let i = 0; i + distance < order.length && !swapped; i++) {
        const j = i + distance;
        if (i < byes !== j < byes || companyAt(i) === companyAt(j)) continue;
        if (!improves(change(i, j))) continue;
        [order[i], order[j]] = [order[j]!, order[i]!];
        swapped = true;
      }
    if (!swapped) return order;
  }
}

/** A same-company meeting a draw could not avoid, and why. */
export interface CompanyMeeting {
  companyId: number;
  stage: 'group' | 'knockout';
  /** 'A' for a group; the knockout's first-round match number. */
  where: string;
  teamIds: number[];
  reason: string;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Each group holding two or more entries of one company: '3 Acme teams in 2 groups'. */
export function groupMeetings(
  groups: PlannedGroup[],
  companyOf: CompanyOf,
  companyName: (companyId: number) => string,
  noun: 'team' | 'player',
): CompanyMeeting[] {
  const total = new Map<number, number>();
  for (const group of groups)
    for (const teamId of group.teamIds) {
      const company = companyOf.get(teamId) ?? null;
      if (company !== null) total.set(company, (total.get(company) ?? 0) + 1);
    }
  return groups.flatMap((group) => {
    const byCompany = new Map<number, number[]>();
    for (const teamId of group.teamIds) {
      const company = companyOf.get(teamId) ?? null;
      if (company !== null) byCompany.set(company, [...(byCompany.get(company) ?? []), teamId]);
    }
    return [...byCompany.entries()]
      .filter(([, teamIds]) => teamIds.length > 1)
      .map(([companyId, teamIds]) => ({
        companyId,
        stage: 'group' as const,
        where: group.name,
        teamIds,
        reason: `${total.get(companyId)} ${companyName(companyId)} ${noun}s in ${plural(groups.length, 'group')}`,
      }));
  });
}

/** Each first-round knockout match between one company's entries: '5 Acme players among the 8 playing the first round'. */
export function firstRoundMeetings(
  seeds: number[],
  companyOf: CompanyOf,
  companyName: (companyId: number) => string,
  noun: 'team' | 'player',
): CompanyMeeting[] {
  const size = nextPowerOfTwo(seeds.length);
  const positions = bracketOrder(size).map((seed) => seeds[seed - 1] ?? null);
  const pairs: [number, number][] = [];
  for (let p = 0; p < size; p += 2) if (positions[p] != null && positions[p + 1] != null) pairs.push([positions[p]!, positions[p + 1]!]);
  const playing = pairs.flat();
  return pairs.flatMap(([a, b], index) => {
    if (!sameCompany(companyOf, a, b)) return [];
    const companyId = companyOf.get(a)!;
    const many = playing.filter((teamId) => (companyOf.get(teamId) ?? null) === companyId).length;
    return [
      {
        companyId,
        stage: 'knockout' as const,
        where: `${index + 1}`,
        teamIds: [a, b],
        reason: `${many} ${companyName(companyId)} ${noun}s among the ${playing.length} playing the first round`,
      },
    ];
  });
}
