import type { Database } from '../../db/client';
import type { fixtures, tournamentDraws } from '../../db/schema/index';
import {
  eliminationStandings,
  grandFinalReset,
  GRAND_FINAL,
  GRAND_FINAL_RESET,
  type EliminationPlacing,
} from './engine/double-elimination';
import { deleteFixture, findEventOfCategory, insertPlannedFixtures } from './tournaments.repository';
import { startOfLocalDay } from '../../platform/zoned-time';

type FixtureRow = typeof fixtures.$inferSelect;
type DrawRow = typeof tournamentDraws.$inferSelect;

const ofDraw = (draw: DrawRow, rows: FixtureRow[]) => rows.filter((row) => row.drawId === draw.id && row.stage === 'knockout');

/** The grand final and its reset (when one was added) of a double elimination. */
export function grandFinals(draw: DrawRow, rows: FixtureRow[]) {
  const knockout = ofDraw(draw, rows);
  return {
    grandFinal: knockout.find((row) => row.round === GRAND_FINAL),
    reset: knockout.find((row) => row.round === GRAND_FINAL_RESET),
  };
}

/**
 * After a grand final's result: the reset match is added when the losers' champion (away) won it,
 * and removed when a corrected result no longer needs it (it has not started: checked before).
 */
export async function followGrandFinal(tx: Database, draw: DrawRow, rows: FixtureRow[]): Promise<boolean> {
  const { grandFinal, reset } = grandFinals(draw, rows);
  if (!grandFinal) return false;
  const needed = grandFinal.status === 'finished' && grandFinal.winnerTeamId !== null && grandFinal.winnerTeamId === grandFinal.awayTeamId;
  if (needed && !reset) {
    const found = await findEventOfCategory(tx, draw.eventSportCategoryId);
    await insertPlannedFixtures(tx, draw.id, found!.category, startOfLocalDay(found!.event.startsOn, found!.event.timeZone), [
      grandFinalReset({ round: grandFinal.roundNumber ?? 1 }, grandFinal.homeTeamId!, grandFinal.awayTeamId!),
    ]);
    return true;
  }
  if (!needed && reset) {
    await deleteFixture(tx, reset.id);
    return true;
  }
  return false;
}

/** Standings by elimination round, from the draw's knockout fixtures. */
export function doubleEliminationStandings(draw: DrawRow, rows: FixtureRow[]): EliminationPlacing[] {
  return eliminationStandings(
    draw.seededTeamIds,
    ofDraw(draw, rows).map((row) => ({
      bracket: row.groupName,
      roundName: row.round,
      round: row.roundNumber ?? 0,
      finished: row.status === 'finished',
      homeTeamId: row.homeTeamId,
      awayTeamId: row.awayTeamId,
      winnerTeamId: row.winnerTeamId,
    })),
  );
}

/** Gold and silver once the grand final (or its reset) is decided, bronze to the losers' final's loser. */
export function doubleEliminationMedals(draw: DrawRow, rows: FixtureRow[]): { teamId: number; place: 1 | 2 | 3 }[] {
  const standings = doubleEliminationStandings(draw, rows);
  if (!standings.some((row) => row.place === 1)) return [];
  return standings.filter((row) => row.place >= 1 && row.place <= 3).map((row) => ({ teamId: row.teamId, place: row.place as 1 | 2 | 3 }));
}
