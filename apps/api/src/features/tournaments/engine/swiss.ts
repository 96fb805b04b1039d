/**
 * Swiss system (issue 31): a set number of rounds, each paired from the results of the rounds
 * before. Pure: the service passes the seed order, the games played and the byes given.
 *
 * Scores are counted in half points (a win is 2, a draw 1, a bye 2) so they stay integers; the
 * answer divides by two (chess writes 1, ½, 0).
 */

/** A game of an earlier round; only finished games count towards scores. */
export interface SwissGame {
  round: number;
  homeTeamId: number;
  awayTeamId: number;
  finished: boolean;
  /** null for a draw (or an unfinished game). */
  winnerTeamId: number | null;
}

export interface SwissBye {
  round: number;
  teamId: number;
}

export interface SwissPairing {
  pairs: { homeTeamId: number; awayTeamId: number }[];
  /** The entry sitting out this round (an odd field), scored as a win; null when the field is even. */
  byeTeamId: number | null;
}

/** A round the rules cannot pair, with the reason a person can act on. */
export class SwissPairingError extends Error {}

/**
 * Most rounds a Swiss of `entries` may have: half the field, rounded up. Each round removes one
 * possible opponent from everyone; while every entry (and the bye, for an odd field) can still
 * meet at least half the others, a pairing without a rematch always exists (Dirac's theorem on
 * the graph of meetings not yet played), so no round can get stuck.
 */
export function maxSwissRounds(entries: number): number {
  return Math.ceil(entries / 2);
}

const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Half points of every entry from finished games and byes. */
function halfPoints(teamIds: number[], games: SwissGame[], byes: SwissBye[]): Map<number, number> {
  const points = new Map(teamIds.map((id) => [id, 0]));
  const add = (id: number, value: number) => points.set(id, (points.get(id) ?? 0) + value);
  for (const game of games) {
    if (!game.finished) continue;
    if (game.winnerTeamId === null) {
      add(game.homeTeamId, 1);
      add(game.awayTeamId, 1);
    } else add(game.winnerTeamId, 2);
  }
  for (const bye of byes) add(bye.teamId, 2);
  return points;
}

/**
 * Search steps the score-group search may take before the pairing falls back to a plain matching
 * without rematches (matchWithoutRematches). Late rounds of a long Swiss in a big field can send the
 * depth-first search down exponentially many dead ends (a clean run found one at 40 entries, round
 * 20, after minutes); the fallback answers in polynomial time.
 */
const PAIRING_STEPS_MAX = 50_000;

/** The search ran out of steps: the fallback takes over. */
class PairingSearchExhausted extends Error {}

/**
 * A pairing of everyone in `ranked` with no two who `haveMet`, or null when this finds none. Greedy
 * in rank order (so the top still meets the top where it can), then, while two are left unpaired,
 * either pairs them or swaps them into a pair (x, y) with u–x and v–y allowed: when everyone can
 * still meet at least half the field (maxSwissRounds' promise), such a swap always exists, since
 * the two left over have between them more allowed opponents than two per pair.
 */
function matchWithoutRematches(ranked: number[], haveMet: (a: number, b: number) => boolean): [number, number][] | null {
  const partner = new Map<number, number>();
  const pair = (a: number, b: number) => {
    partner.set(a, b);
    partner.set(b, a);
  };
  for (const [index, id] of ranked.entries()) {
    if (partner.has(id)) continue;
    const opponent = ranked.slice(index + 1).find((other) => !partner.has(other) && !haveMet(id, other));
    if (opponent !== undefined) pair(id, opponent);
  }
  for (;;) {
    const left = ranked.filter((id) => !partner.has(id));
    if (left.length === 0) break;
    let mended = false;
    search: for (const u of left) {
      for (const v of left) {
        if (u === v) continue;
        if (!haveMet(u, v)) {
          pair(u, v);
          mended = true;
          break search;
        }
        for (const x of ranked) {
          const y = partner.get(x);
          if (y === undefined || haveMet(u, x) || haveMet(v, y)) continue;
          pair(u, x);
          pair(v, y);
          mended = true;
          break search;
        }
      }
    }
    if (!mended) return null;
  }
  const rankOf = new Map(ranked.map((id, index) => [id, index]));
  return ranked.filter((id) => rankOf.get(id)! < rankOf.get(partner.get(id)!)!).map((id) => [id, partner.get(id)!] as [number, number]);
}

/**
 * The next round's pairing. Entries are ranked by score, then seed. With an odd field the lowest
 * ranked entry that has not had a bye sits out (and the one above it if the rest cannot be paired).
 * The others are paired from the top: each takes an opponent from its own score group (the top
 * half against the bottom half, as the Dutch system does: 1 v 5, 2 v 6 in a group of eight), else
 * from the nearest group below; nobody meets anyone twice. A depth-first search backs up when a
 * choice leaves the rest unpairable; when that search runs out of steps, a plain matching without
 * rematches pairs the round instead (matchWithoutRematches). Home (white, in chess) goes to the
 * entry that has had it less often, the higher ranked when equal.
 */
export function pairSwissRound(seededTeamIds: number[], games: SwissGame[], byes: SwissBye[]): SwissPairing {
  const seedOf = new Map(seededTeamIds.map((id, index) => [id, index]));
  const points = halfPoints(seededTeamIds, games, byes);
  const met = new Set(games.map((game) => pairKey(game.homeTeamId, game.awayTeamId)));
  const hadBye = new Set(byes.map((bye) => bye.teamId));
  const homeCount = new Map<number, number>();
  for (const game of games) homeCount.set(game.homeTeamId, (homeCount.get(game.homeTeamId) ?? 0) + 1);
  const ranked = [...seededTeamIds].sort((a, b) => points.get(b)! - points.get(a)! || seedOf.get(a)! - seedOf.get(b)!);

  let steps = 0;
  const pairRest = (remaining: number[]): [number, number][] | null => {
    if (remaining.length === 0) return [];
    if (++steps > PAIRING_STEPS_MAX) throw new PairingSearchExhausted();
    // Cheap dead-end check: someone left with no opponent they have not met.
    if (remaining.some((id) => remaining.every((other) => other === id || met.has(pairKey(id, other))))) return null;
    const [top, ...rest] = remaining as [number, ...number[]];
    const score = points.get(top)!;
    const group = rest.filter((id) => points.get(id) === score);
    // Dutch order within the score group: the middle of the group first, then down, then up.
    const target = Math.floor((group.length + 1) / 2) - 1;
    const sameGroup = [...group.slice(Math.max(target, 0)), ...group.slice(0, Math.max(target, 0)).reverse()];
    const lower = rest
      .filter((id) => points.get(id) !== score)
      .sort((a, b) => Math.abs(points.get(a)! - score) - Math.abs(points.get(b)! - score));
    for (const opponent of [...sameGroup, ...lower]) {
      if (met.has(pairKey(top, opponent))) continue;
      const others = pairRest(rest.filter((id) => id !== opponent));
      if (others) return [[top, opponent], ...others];
    }
    return null;
  };

  const byeCandidates = ranked.length % 2 === 0 ? [null] : [...ranked].reverse().filter((id) => !hadBye.has(id));
  const haveMet = (a: number, b: number) => met.has(pairKey(a, b));
  let isSearchExhausted = false;
  for (const byeTeamId of byeCandidates) {
    const players = ranked.filter((id) => id !== byeTeamId);
    let pairs: [number, number][] | null = null;
    if (!isSearchExhausted) {
      try {
        pairs = pairRest(players);
      } catch (error) {
        if (!(error instanceof PairingSearchExhausted)) throw error;
        isSearchExhausted = true;
      }
    }
    if (isSearchExhausted) pairs = matchWithoutRematches(players, haveMet);
    if (!pairs) continue;
    return {
      byeTeamId,
      pairs: pairs.map(([higher, lower]) =>
        (homeCount.get(lower) ?? 0) < (homeCount.get(higher) ?? 0)
          ? { homeTeamId: lower, awayTeamId: higher }
          : { homeTeamId: higher, awayTeamId: lower },
      ),
    };
  }
  throw new SwissPairingError('No pairing of this round avoids a rematch (or a second bye). A Swiss this long needs more entries.');
}

export type SwissTieBreak = 'points' | 'Buchholz' | 'Sonneborn-Berger' | 'seed';

export interface SwissRow {
  rank: number;
  teamId: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  byes: number;
  /** 1 a win or bye, ½ a draw. */
  points: number;
  /** The sum of the opponents' points. */
  buchholz: number;
  /** The points of the opponents beaten, plus half the points of those drawn with. */
  sonnebornBerger: number;
  /** What placed this row above the next; null for the last row. */
  decidedBy: SwissTieBreak | null;
}

/**
 * The Swiss table: points, then Buchholz (the opponents' points: who had the harder field), then
 * Sonneborn-Berger (the points of the opponents beaten, half of those drawn with), then the seed.
 * A bye counts 1 point and adds no opponent. Unfinished games count nothing.
 */
export function swissStandings(seededTeamIds: number[], games: SwissGame[], byes: SwissBye[]): SwissRow[] {
  const points = halfPoints(seededTeamIds, games, byes);
  const rows = new Map(
    seededTeamIds.map((teamId) => [teamId, { teamId, played: 0, won: 0, drawn: 0, lost: 0, byes: 0, buchholz: 0, sonnebornBerger: 0 }]),
  );
  for (const game of games) {
    if (!game.finished) continue;
    for (const [self, other] of [
      [game.homeTeamId, game.awayTeamId],
      [game.awayTeamId, game.homeTeamId],
    ] as const) {
      const row = rows.get(self);
      if (!row) continue;
      row.played++;
      // In quarter points: Buchholz adds the opponent's half points twice, SB a win's twice and a draw's once.
      row.buchholz += 2 * points.get(other)!;
      if (game.winnerTeamId === null) {
        row.drawn++;
        row.sonnebornBerger += points.get(other)!;
      } else if (game.winnerTeamId === self) {
        row.won++;
        row.sonnebornBerger += 2 * points.get(other)!;
      } else row.lost++;
    }
  }
  for (const bye of byes) {
    const row = rows.get(bye.teamId);
    if (row) row.byes++;
  }
  const seedOf = new Map(seededTeamIds.map((id, index) => [id, index]));
  const keys = (teamId: number) => {
    const row = rows.get(teamId)!;
    return [points.get(teamId)!, row.buchholz, row.sonnebornBerger] as const;
  };
  const order = [...seededTeamIds].sort((a, b) => {
    const [pa, ba, sa] = keys(a);
    const [pb, bb, sb] = keys(b);
    return pb - pa || bb - ba || sb - sa || seedOf.get(a)! - seedOf.get(b)!;
  });
  return order.map((teamId, index) => {
    const row = rows.get(teamId)!;
    const next = order[index + 1];
    let decidedBy: SwissTieBreak | null = null;
    if (next !== undefined) {
      const [p, b, s] = keys(teamId);
      const [pn, bn, sn] = keys(next);
      decidedBy = p !== pn ? 'points' : b !== bn ? 'Buchholz' : s !== sn ? 'Sonneborn-Berger' : 'seed';
    }
    return {
      rank: index + 1,
      ...row,
      points: points.get(teamId)! / 2,
      buchholz: row.buchholz / 4,
      sonnebornBerger: row.sonnebornBerger / 4,
      decidedBy,
    };
  });
}
