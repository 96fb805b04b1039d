import { linkForward, type PlannedMatch, type SlotSource } from './plan';

/** Bracket order of seeds for a power-of-two size: 1 v 8, 4 v 5, 2 v 7, 3 v 6 for eight. */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

export function nextPowerOfTwo(count: number): number {
  let size = 1;
  while (size < count) size *= 2;
  return size;
}

function roundName(round: number, rounds: number): string {
  const left = rounds - round;
  if (left === 0) return 'Final';
  if (left === 1) return 'Semi-final';
  if (left === 2) return 'Quarter-final';
  return `Round of ${2 ** (left + 1)}`;
}

/**
 * A seeded knockout of `seeds` (best first). The bracket is the next power of two; the missing
 * places are byes given to the top seeds, who start in round 2 (a bye is never a fixture). Seeds 1
 * and 2 can only meet in the final. With `thirdPlace`, the two semi-final losers play for bronze
 * (when there are two real semi-finals, i.e. four or more entries).
 */
export function singleElimination(seeds: SlotSource[], options: { thirdPlace?: boolean; keyPrefix?: string } = {}): PlannedMatch[] {
  const prefix = options.keyPrefix ?? 'KO';
  if (seeds.length < 2) return [];
  const size = nextPowerOfTwo(seeds.length);
  const rounds = Math.log2(size);
  let current: (SlotSource | null)[] = bracketOrder(size).map((seed) => seeds[seed - 1] ?? null);
  const matches: PlannedMatch[] = [];
  for (let round = 1; round <= rounds; round++) {
    const next: (SlotSource | null)[] = [];
    let position = 0;
    for (let i = 0; i < current.length; i += 2) {
      const home = current[i] ?? null;
      const away = current[i + 1] ?? null;
      if (home && away) {
        position++;
        const key = `${prefix}-R${round}-M${position}`;
        matches.push({
          key,
          stage: 'knockout',
          group: null,
          round,
          roundName: roundName(round, rounds),
          position,
          home,
          away,
          winnerTo: null,
          loserTo: null,
        });
        next.push({ kind: 'winner', match: key });
      } else {
        // A bye: the seed goes straight through to the next round.
        next.push(home ?? away);
      }
    }
    current = next;
  }
  const final = matches[matches.length - 1]!;
  if (options.thirdPlace && final.home.kind === 'winner' && final.away.kind === 'winner') {
    matches.push({
      key: `${prefix}-3P`,
      stage: 'knockout',
      group: null,
      round: final.round,
      roundName: 'Third place',
      position: 2,
      home: { kind: 'loser', match: final.home.match },
      away: { kind: 'loser', match: final.away.match },
      winnerTo: null,
      loserTo: null,
    });
  }
  return linkForward(matches);
}
