/** One pairing of a round: indexes into the entry list. */
export interface Pairing {
  home: number;
  away: number;
}

/**
 * Round robin by the circle method: entry 0 stays, the others rotate one place a round, so each
 * entry meets every other exactly once in n-1 rounds (n rounded up to even; the odd one out of a
 * round sits out). Home and away alternate for the fixed entry so no one is always at home.
 * `double` plays every pairing twice, the second half with home and away swapped.
 */
export function roundRobinRounds(count: number, double = false): Pairing[][] {
  if (count < 2) return [];
  const slots: (number | null)[] = Array.from({ length: count }, (_, index) => index);
  if (count % 2 === 1) slots.push(null);
  const size = slots.length;
  const rounds: Pairing[][] = [];
  for (let round = 0; round < size - 1; round++) {
    const pairs: Pairing[] = [];
    for (let i = 0; i < size / 2; i++) {
      const a = slots[i]!;
      const b = slots[size - 1 - i]!;
      if (a === null || b === null) continue;
      // Alternate sides by round so home games are spread evenly.
      const swap = i === 0 ? round % 2 === 1 : (round + i) % 2 === 1;
      pairs.push(swap ? { home: b, away: a } : { home: a, away: b });
    }
    rounds.push(pairs);
    // Rotate every slot but the first one place clockwise.
    slots.splice(1, 0, slots.pop()!);
  }
  if (!double) return rounds;
  return [...rounds, ...rounds.map((pairs) => pairs.map((pair) => ({ home: pair.away, away: pair.home })))];
}
