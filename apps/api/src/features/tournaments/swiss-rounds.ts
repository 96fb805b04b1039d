import type { Database } from '../../db/client';
import type { fixtures, tournamentDraws } from '../../db/schema/index';
import { DomainError } from '../../errors/domain-error';
import { startOfLocalDay } from '../../platform/zoned-time';
import { swissRoundMatches } from './engine/formats';
import type { PlannedMatch } from './engine/plan';
import { pairSwissRound, swissStandings, SwissPairingError, type SwissBye, type SwissGame } from './engine/swiss';
import { deleteDrawRoundsAfter, findEventOfCategory, insertPlannedFixtures, updateDrawOptions } from './tournaments.repository';

type FixtureRow = typeof fixtures.$inferSelect;
type DrawRow = typeof tournamentDraws.$inferSelect;

/** What a Swiss draw records in its options besides the common ones. */
interface SwissOptions {
  rounds?: number;
  pairRoundsAutomatically?: boolean;
  byes?: SwissBye[];
}

/**
 * Where a Swiss stands: its rounds, the games of the rounds paired so far (stored as group-stage
 * fixtures without a group, `round_number` the Swiss round) and the byes (in the draw's options).
 */
export function swissState(draw: DrawRow, rows: FixtureRow[]) {
  const options = (draw.options ?? {}) as SwissOptions;
  const ofDraw = rows.filter((row) => row.drawId === draw.id && row.roundNumber !== null);
  const games: SwissGame[] = ofDraw
    .filter((row) => row.homeTeamId !== null && row.awayTeamId !== null)
    .map((row) => ({
      round: row.roundNumber!,
      homeTeamId: row.homeTeamId!,
      awayTeamId: row.awayTeamId!,
      // An abandoned game with no winner counts as not played.
      finished: row.status === 'finished' && !(row.decidedBy === 'abandoned' && row.winnerTeamId === null),
      winnerTeamId: row.winnerTeamId,
    }));
  const byes = options.byes ?? [];
  const roundsPaired = Math.max(0, ...ofDraw.map((row) => row.roundNumber!), ...byes.map((bye) => bye.round));
  const lastRoundFinished = ofDraw.filter((row) => row.roundNumber === roundsPaired).every((row) => row.status === 'finished');
  const rounds = options.rounds ?? roundsPaired;
  return {
    rounds,
    roundsPaired,
    lastRoundFinished,
    complete: roundsPaired === rounds && lastRoundFinished,
    pairAutomatically: options.pairRoundsAutomatically ?? true,
    games,
    byes,
    rows: ofDraw,
  };
}

/** The final table of a finished Swiss (empty until every round is played). */
export function swissMedals(draw: DrawRow, rows: FixtureRow[]): { teamId: number; place: 1 | 2 | 3 }[] {
  const state = swissState(draw, rows);
  if (!state.complete) return [];
  return swissStandings(draw.seededTeamIds, state.games, state.byes)
    .slice(0, 3)
    .map((row) => ({ teamId: row.teamId, place: row.rank as 1 | 2 | 3 }));
}

const NOT_FINISHED = (round: number) => `Round ${round} is not finished yet: enter its results, then pair the next round.`;
const ALL_PAIRED = (rounds: number) => `All ${rounds} rounds of this Swiss are paired already.`;
export const SWISS_ROUND_STARTED =
  'The next round of this Swiss has started, so this result can no longer change (it decided the pairing). Reset the next round’s matches first.';

/**
 * Pairs and writes the next round (unscheduled, like a draw's fixtures; the scheduler gives them
 * times). Refused while the last round is unfinished or when every round is paired.
 */
export async function pairNextSwissRound(
  tx: Database,
  draw: DrawRow,
  rows: FixtureRow[],
): Promise<{ round: number; matches: PlannedMatch[]; ids: Map<string, number>; byeTeamId: number | null }> {
  const state = swissState(draw, rows);
  if (state.roundsPaired >= state.rounds) throw new DomainError('CONFLICT', ALL_PAIRED(state.rounds));
  if (!state.lastRoundFinished) throw new DomainError('CONFLICT', NOT_FINISHED(state.roundsPaired));
  const round = state.roundsPaired + 1;
  let pairing;
  try {
    pairing = pairSwissRound(draw.seededTeamIds, state.games, state.byes);
  } catch (error) {
    if (error instanceof SwissPairingError) throw new DomainError('CONFLICT', error.message);
    throw error;
  }
  const found = await findEventOfCategory(tx, draw.eventSportCategoryId);
  const matches = swissRoundMatches(round, pairing.pairs);
  const ids = await insertPlannedFixtures(
    tx,
    draw.id,
    found!.category,
    startOfLocalDay(found!.event.startsOn, found!.event.timeZone),
    matches,
  );
  const byes = pairing.byeTeamId === null ? state.byes : [...state.byes, { round, teamId: pairing.byeTeamId }];
  await updateDrawOptions(tx, draw.id, { ...(draw.options as Record<string, unknown>), byes });
  draw.options = { ...(draw.options as Record<string, unknown>), byes };
  return { round, matches, ids, byeTeamId: pairing.byeTeamId };
}

/** A result of `round` changes: later rounds were paired from it, so they go (they have not started: checked before). */
export async function dropSwissRoundsAfter(tx: Database, draw: DrawRow, round: number) {
  const options = (draw.options ?? {}) as SwissOptions;
  await deleteDrawRoundsAfter(tx, draw.id, round);
  const byes = (options.byes ?? []).filter((bye) => bye.round <= round);
  await updateDrawOptions(tx, draw.id, { ...(draw.options as Record<string, unknown>), byes });
  draw.options = { ...(draw.options as Record<string, unknown>), byes };
}

/** True when a round after `round` has a match started or finished. */
export function laterSwissRoundStarted(rows: FixtureRow[], drawId: number, round: number): boolean {
  return rows.some((row) => row.drawId === drawId && (row.roundNumber ?? 0) > round && row.status !== 'scheduled');
}
