/**
 * Timed and measured events (issue 32), pure rules: seeding entries into heats and lanes, places in
 * a heat, qualification to the next round and the final's ranking. Marks are whole hundredths.
 */
import { seededShuffle } from './prng';

/** Lanes from the centre out (8 lanes: 4, 5, 3, 6, 2, 7, 1, 8): the best seeds run in the middle. */
export function centreOutLanes(lanes: number): number[] {
  const middle = Math.ceil(lanes / 2);
  const order = [middle];
  for (let step = 1; order.length < lanes; step++) {
    if (middle + step <= lanes) order.push(middle + step);
    if (middle - step >= 1) order.push(middle - step);
  }
  return order;
}

export interface SeedEntry {
  teamId: number;
  /** Entry mark in hundredths; null when none was given. */
  entryMark: number | null;
}

export interface SeededLane {
  heat: number;
  lane: number;
  teamId: number;
  entryMark: number | null;
}

/** How many heats `entries` need with `lanes` lanes each. */
export const heatCount = (entries: number, lanes: number): number => Math.max(1, Math.ceil(entries / lanes));

/**
 * Heats go straight to the final up to this many heats (24 entries on an 8-lane track: the first 2
 * of each heat and the 2 best of the rest still fill the final); more heats, and there are
 * semi-finals between them unless the admin says otherwise (docs/tournaments.md).
 */
export const MAX_HEATS_BEFORE_FINAL = 3;

/** Whether a field needs semi-finals by the rule: more than MAX_HEATS_BEFORE_FINAL heats. */
export const needsSemiFinals = (entries: number, lanes: number): boolean => heatCount(entries, lanes) > MAX_HEATS_BEFORE_FINAL;

/** Semi-finals enough for `qualifiers` entries with `lanes` lanes each: two at least (one would be a final). */
export const semiFinalCount = (qualifiers: number, lanes: number): number => Math.max(2, Math.ceil(qualifiers / lanes));

/**
 * Ranked entries dealt into `heats` heats serpentine (1, 2, …, n, n, …, 1, …) so the heats are even
 * and equally strong; within a heat the best gets the centre lane. Used for the first round (by
 * entry marks, or shuffled) and for semi-finals (by the heats' qualifier order).
 */
export function dealSerpentine<T>(ranked: T[], heats: number, lanes: number): Array<{ heat: number; lane: number; entry: T }> {
  const perHeat: T[][] = Array.from({ length: heats }, () => []);
  ranked.forEach((entry, index) => {
    const pass = Math.floor(index / heats);
    const offset = index % heats;
    perHeat[pass % 2 === 0 ? offset : heats - 1 - offset]!.push(entry);
  });
  return perHeat.flatMap((heatEntries, heatIndex) => {
    const order = centreOutLanes(Math.max(lanes, heatEntries.length));
    return heatEntries.map((entry, index) => ({ heat: heatIndex + 1, lane: order[index]!, entry }));
  });
}

/**
 * Entries into heats and lanes. With marks: best first (entries without a mark after, in the order
 * given), dealt serpentine (heat 1, 2, …, n, n, …, 2, 1, …) so the heats are even; within a heat
 * the best seed gets the centre lane. Without marks: the entries are shuffled by `seed` first.
 */
export function seedHeats(
  entries: SeedEntry[],
  options: { lanes: number; lowerIsBetter: boolean; seeding: 'marks' | 'random'; seed: number | null },
): SeededLane[] {
  const heats = heatCount(entries.length, options.lanes);
  const ordered =
    options.seeding === 'random'
      ? seededShuffle(entries, options.seed ?? 0)
      : [...entries].sort((a, b) => {
          if (a.entryMark === null || b.entryMark === null) return (a.entryMark === null ? 1 : 0) - (b.entryMark === null ? 1 : 0);
          return options.lowerIsBetter ? a.entryMark - b.entryMark : b.entryMark - a.entryMark;
        });
  return dealSerpentine(ordered, heats, options.lanes)
    .map(({ heat, lane, entry }) => ({ heat, lane, teamId: entry.teamId, entryMark: entry.entryMark }))
    .sort((a, b) => a.heat - b.heat || a.lane - b.lane);
}

export interface LaneResult {
  key: number;
  mark: number | null;
  status: 'ok' | 'DNS' | 'DNF' | 'DQ';
  /** Field events: the other valid attempts, best first; compared in turn when marks are equal. */
  tieBreak?: number[];
}

/** Best first by mark; entries without a mark (DNS / DNF / DQ) are not ranked. */
const better = (lowerIsBetter: boolean) => (a: number, b: number) => (lowerIsBetter ? a - b : b - a);

/** Best first by mark, then by the second best attempt, the third…; 0 only when all are equal (a shared place). */
export const compareResults =
  (lowerIsBetter: boolean) =>
  (a: LaneResult, b: LaneResult): number => {
    const byMark = better(lowerIsBetter)(a.mark!, b.mark!);
    if (byMark !== 0) return byMark;
    const left = a.tieBreak ?? [];
    const right = b.tieBreak ?? [];
    for (let index = 0; index < Math.max(left.length, right.length); index++) {
      // No further valid attempt is worse than any.
      if (left[index] === undefined || right[index] === undefined)
        return (left[index] === undefined ? 1 : 0) - (right[index] === undefined ? 1 : 0);
      const next = better(lowerIsBetter)(left[index]!, right[index]!);
      if (next !== 0) return next;
    }
    return 0;
  };

/** A field event's attempts (null: foul or pass) as its mark (the best) and its tie-break (the rest, best first). */
export function bestOfAttempts(attempts: (number | null)[], lowerIsBetter: boolean): { mark: number | null; tieBreak: number[] } {
  const valid = attempts.filter((value): value is number => value !== null).sort(better(lowerIsBetter));
  return { mark: valid[0] ?? null, tieBreak: valid.slice(1) };
}

/** Places by mark (a field event's next best attempts break ties): equal results share a place and the next is skipped (1, 2, 2, 4). No mark: no place. */
export function placesOf(results: LaneResult[], lowerIsBetter: boolean): Map<number, number | null> {
  const compare = compareResults(lowerIsBetter);
  const ranked = results.filter((row) => row.status === 'ok' && row.mark !== null).sort(compare);
  const places = new Map<number, number | null>(results.map((row) => [row.key, null]));
  ranked.forEach((row, index) => {
    const previous = ranked[index - 1];
    places.set(row.key, previous && compare(previous, row) === 0 ? places.get(previous.key)! : index + 1);
  });
  return places;
}

export interface QualifyHeat {
  results: LaneResult[];
}

/**
 * Who goes on from a round: `Q` for the first `byPlace` of each heat (a tie for the last of those
 * places takes everyone on it), then `q` for the `byMark` best marks among the rest (a tie for the
 * last of those places takes everyone on it too). So the count is at least byPlace × heats + byMark
 * when enough entries have marks, and more only by ties. DNS / DNF / DQ never qualify.
 */
export function qualify(heats: QualifyHeat[], rule: { byPlace: number; byMark: number }, lowerIsBetter: boolean): Map<number, 'Q' | 'q'> {
  const out = new Map<number, 'Q' | 'q'>();
  const rest: LaneResult[] = [];
  for (const heat of heats) {
    const places = placesOf(heat.results, lowerIsBetter);
    for (const row of heat.results) {
      const place = places.get(row.key);
      if (place !== null && place !== undefined && place <= rule.byPlace) out.set(row.key, 'Q');
      else if (place !== null && place !== undefined) rest.push(row);
    }
  }
  const compare = compareResults(lowerIsBetter);
  const sorted = rest.sort(compare);
  if (rule.byMark > 0 && sorted.length > 0) {
    const cutoff = sorted[Math.min(rule.byMark, sorted.length) - 1]!;
    for (const row of sorted) {
      if (compare(row, cutoff) <= 0) out.set(row.key, 'q');
    }
  }
  return out;
}

/** The qualifiers in the order they take lanes in the next round: by place-in-heat first (Q), then by mark. */
export function qualifierOrder(
  heats: Array<{ results: Array<LaneResult & { teamId: number }> }>,
  qualified: Map<number, 'Q' | 'q'>,
  lowerIsBetter: boolean,
): number[] {
  const rows = heats.flatMap((heat) => {
    const places = placesOf(heat.results, lowerIsBetter);
    return heat.results
      .filter((row) => qualified.has(row.key))
      .map((row) => ({ ...row, kind: qualified.get(row.key)!, place: places.get(row.key) ?? 99 }));
  });
  rows.sort(
    (a, b) =>
      (a.kind === 'Q' ? 0 : 1) - (b.kind === 'Q' ? 0 : 1) ||
      (a.kind === 'Q' ? a.place - b.place : 0) ||
      better(lowerIsBetter)(a.mark!, b.mark!) ||
      a.teamId - b.teamId,
  );
  return rows.map((row) => row.teamId);
}

/** The final's medals from its places: shared places share medals (two golds, no silver). */
export function medalsFromPlaces(rows: Array<{ teamId: number; place: number | null }>): Array<{ teamId: number; place: 1 | 2 | 3 }> {
  return rows
    .filter((row): row is { teamId: number; place: 1 | 2 | 3 } => row.place !== null && row.place >= 1 && row.place <= 3)
    .map((row) => ({ teamId: row.teamId, place: row.place }));
}
