import { linkForward, type PlannedMatch, type SlotSource } from './plan';
import { bracketOrder, nextPowerOfTwo } from './single-elimination';

/** The brackets of a double elimination, stored as the fixtures' group name. */
export const WINNERS = 'Winners';
export const LOSERS = 'Losers';
export const FINAL = 'Final';
export const GRAND_FINAL = 'Grand final';
export const GRAND_FINAL_RESET = 'Grand final reset';

type Source = SlotSource | null;

function winnersRoundName(round: number, rounds: number): string {
  if (round === rounds) return "Winners' final";
  if (round === rounds - 1) return "Winners' semi-final";
  return `Winners' round ${round}`;
}

/**
 * A seeded double elimination of `seeds` (best first). The winners' bracket is a seeded knockout
 * (the field padded to a power of two, byes to the top seeds). Each loser drops into the losers'
 * bracket: the first round's losers meet each other, then every second losers' round takes the
 * losers of the next winners' round (in reversed order every other time, so two teams that met in
 * the winners' bracket do not meet again at once). The winners' champion meets the losers' champion
 * in the grand final; the reset match, played only when the losers' champion wins it, is added by
 * the service then (engine: `grandFinalReset`).
 *
 * Byes: a match with one side missing is no match, its one side goes straight on and it sends no
 * loser; so a losers' round fed by a bye also passes its other side on.
 */
export function doubleElimination(seeds: SlotSource[]): PlannedMatch[] {
  if (seeds.length < 2) return [];
  const size = nextPowerOfTwo(seeds.length);
  const rounds = Math.log2(size);
  const matches: PlannedMatch[] = [];
  /** A match that is not played (one side a bye) passes its one side on: key → that side. */
  const passes = new Map<string, Source>();

  const resolve = (source: Source): Source => {
    if (!source || (source.kind !== 'winner' && source.kind !== 'loser')) return source;
    if (!passes.has(source.match)) return source;
    // A bye's winner is its one side; it has no loser.
    return source.kind === 'winner' ? passes.get(source.match)! : null;
  };
  const perRound = new Map<string, number>();
  const add = (key: string, bracket: string, order: number, roundName: string, home: Source, away: Source): Source => {
    const [h, a] = [resolve(home), resolve(away)];
    if (!h || !a) {
      passes.set(key, h ?? a);
      return { kind: 'winner', match: key };
    }
    const position = (perRound.get(roundName) ?? 0) + 1;
    perRound.set(roundName, position);
    matches.push({
      key,
      stage: 'knockout',
      group: bracket,
      round: order,
      roundName,
      position,
      home: h,
      away: a,
      winnerTo: null,
      loserTo: null,
    });
    return { kind: 'winner', match: key };
  };

  // Winners' bracket: round r is played in order slot 1 (r = 1), else 2r - 2 (beside the losers' round it feeds).
  let current: Source[] = bracketOrder(size).map((seed) => seeds[seed - 1] ?? null);
  const losersOf: Source[][] = [];
  for (let round = 1; round <= rounds; round++) {
    const next: Source[] = [];
    const losers: Source[] = [];
    for (let index = 0; index < current.length; index += 2) {
      const key = `WB-R${round}-M${index / 2 + 1}`;
      next.push(add(key, WINNERS, round === 1 ? 1 : 2 * round - 2, winnersRoundName(round, rounds), current[index]!, current[index + 1]!));
      losers.push({ kind: 'loser', match: key });
    }
    losersOf[round] = losers;
    current = next;
  }
  const winnersChampion = current[0]!;

  // Losers' bracket: 2(rounds - 1) rounds; round l is played in order slot l + 1.
  let losersChampion: Source;
  if (rounds === 1) {
    losersChampion = losersOf[1]![0]!;
  } else {
    const lastLosersRound = 2 * (rounds - 1);
    const name = (round: number) => (round === lastLosersRound ? "Losers' final" : `Losers' round ${round}`);
    let alive: Source[] = [];
    const firstLosers = losersOf[1]!;
    for (let index = 0; index < firstLosers.length; index += 2) {
      alive.push(add(`LB-R1-M${index / 2 + 1}`, LOSERS, 2, name(1), firstLosers[index]!, firstLosers[index + 1]!));
    }
    for (let wbRound = 2; wbRound <= rounds; wbRound++) {
      const dropIn = wbRound % 2 === 0 ? [...losersOf[wbRound]!].reverse() : losersOf[wbRound]!;
      const mixed = 2 * (wbRound - 1);
      alive = alive.map((survivor, index) => add(`LB-R${mixed}-M${index + 1}`, LOSERS, mixed + 1, name(mixed), survivor, dropIn[index]!));
      if (wbRound < rounds) {
        const paired: Source[] = [];
        for (let index = 0; index < alive.length; index += 2) {
          paired.push(add(`LB-R${mixed + 1}-M${index / 2 + 1}`, LOSERS, mixed + 2, name(mixed + 1), alive[index]!, alive[index + 1]!));
        }
        alive = paired;
      }
    }
    losersChampion = alive[0]!;
  }
  add('GF', FINAL, 2 * rounds, GRAND_FINAL, winnersChampion, losersChampion);
  return linkForward(matches);
}

/** The reset match: the grand final's teams again, played only when the losers' champion won the first. */
export function grandFinalReset(grandFinal: { round: number }, homeTeamId: number, awayTeamId: number): PlannedMatch {
  return {
    key: 'GF-RESET',
    stage: 'knockout',
    group: FINAL,
    round: grandFinal.round + 1,
    roundName: GRAND_FINAL_RESET,
    position: 1,
    home: { kind: 'team', teamId: homeTeamId },
    away: { kind: 'team', teamId: awayTeamId },
    winnerTo: null,
    loserTo: null,
  };
}

/** A played (or unplayed) match of a double elimination, as placings see it. */
export interface EliminationMatch {
  bracket: string | null;
  roundName: string;
  /** The order slot (fixtures' round number): later is further. */
  round: number;
  finished: boolean;
  homeTeamId: number | null;
  awayTeamId: number | null;
  winnerTeamId: number | null;
}

export interface EliminationPlacing {
  teamId: number;
  /** 1 champion, 2 runner-up, then shared places by the round a team went out in. */
  place: number;
  /** The match that knocked it out ('Losers' round 2'); null for the champion and those still in. */
  eliminatedIn: string | null;
}

/**
 * Standings by elimination round: a team is out after its second loss (in the losers' bracket or
 * the grand final). The champion is first, the grand final's loser second; the others share a place
 * by the losers' round they went out in, later rounds higher (out in the losers' final: 3rd; out in
 * the round before it: 4th). Teams still in are listed first without a place (0).
 */
export function eliminationStandings(teamIds: number[], matches: EliminationMatch[]): EliminationPlacing[] {
  const finished = matches.filter((match) => match.finished && match.winnerTeamId !== null);
  const loserOf = (match: EliminationMatch) => (match.winnerTeamId === match.homeTeamId ? match.awayTeamId : match.homeTeamId);
  const grandFinal = finished.find((match) => match.roundName === GRAND_FINAL);
  const reset = matches.find((match) => match.roundName === GRAND_FINAL_RESET);
  let decider: EliminationMatch | undefined;
  if (reset) decider = reset.finished && reset.winnerTeamId !== null ? reset : undefined;
  else if (grandFinal) decider = grandFinal;
  const outIn = new Map<number, EliminationMatch>();
  for (const match of finished) {
    const loser = loserOf(match);
    if (loser !== null && match.bracket === LOSERS) outIn.set(loser, match);
  }
  const placings: EliminationPlacing[] = [];
  if (decider) {
    placings.push({ teamId: decider.winnerTeamId!, place: 1, eliminatedIn: null });
    placings.push({ teamId: loserOf(decider)!, place: 2, eliminatedIn: decider.roundName });
  }
  const placed = new Set(placings.map((placing) => placing.teamId));
  // Each losers' match sends one team out, so a place is fixed by the draw: 3 plus the number of
  // losers' matches in later rounds (final places even while those rounds are still to play).
  const losersMatches = matches.filter((match) => match.bracket === LOSERS);
  const placeOf = (round: number) => 3 + losersMatches.filter((match) => match.round > round).length;
  const out = [...outIn.entries()].filter(([teamId]) => !placed.has(teamId)).sort((a, b) => b[1].round - a[1].round);
  for (const [teamId, match] of out) placings.push({ teamId, place: placeOf(match.round), eliminatedIn: match.roundName });
  const still = teamIds.filter((teamId) => !placed.has(teamId) && !outIn.has(teamId));
  return [...still.map((teamId) => ({ teamId, place: 0, eliminatedIn: null })), ...placings];
}
