import type { AppliedTieBreakers } from '@podium/contracts/tournaments/tournaments';
import type { fixtures, tournamentDraws } from '../../db/schema/index';
import { computeStandings, DEFAULT_POINTS, TIE_BREAKER_PRESETS, type PointsRule, type StandingRow } from './engine/standings';

type FixtureRow = typeof fixtures.$inferSelect;
type DrawRow = typeof tournamentDraws.$inferSelect;

export interface GroupTable {
  name: string;
  /** Every fixture of the group is finished: its places are final. */
  complete: boolean;
  rows: StandingRow[];
}

/**
 * The tie-breakers a draw recorded. Draws made before rule sets existed (issue 31) ordered level
 * teams by head-to-head points before difference, which UEFA's order keeps, so their tables stay
 * as they were published (only the draw seed as last resort gives way to lots).
 */
export function drawTieBreakers(draw: DrawRow): AppliedTieBreakers {
  return (draw.options as { tieBreakers?: AppliedTieBreakers } | null)?.tieBreakers ?? { preset: 'uefa', ...TIE_BREAKER_PRESETS.uefa };
}

/** Goals, runs, sets won or frames of a finished fixture (the structured score, else the typed text if it is a number). */
function pointsOf(value: number | null, text: string | null): number {
  if (value !== null) return value;
  const parsed = Number.parseInt(text ?? '', 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** The table of each group of a draw from its finished group fixtures (tie-breakers in engine/standings). */
export function groupTables(draw: DrawRow, rows: FixtureRow[]): GroupTable[] {
  const points = ((draw.options as { points?: PointsRule } | null)?.points ?? DEFAULT_POINTS) as PointsRule;
  const rules = drawTieBreakers(draw);
  return draw.groups.map((group) => {
    const ofGroup = rows.filter((row) => row.stage === 'group' && row.groupName === group.name && row.drawId === draw.id);
    const results = ofGroup
      .filter((row) => row.status === 'finished' && row.homeTeamId !== null && row.awayTeamId !== null && row.decidedBy !== 'abandoned')
      .map((row) => ({
        homeTeamId: row.homeTeamId!,
        awayTeamId: row.awayTeamId!,
        homeFor: pointsOf(row.homePoints, row.homeScore),
        awayFor: pointsOf(row.awayPoints, row.awayScore),
        winnerTeamId: row.winnerTeamId,
        homeRallyPoints: (row.sets ?? []).reduce((sum, set) => sum + set.home, 0),
        awayRallyPoints: (row.sets ?? []).reduce((sum, set) => sum + set.away, 0),
      }));
    return {
      name: group.name,
      complete: ofGroup.length > 0 && ofGroup.every((row) => row.status === 'finished'),
      rows: computeStandings({ teamIds: group.teamIds, results, points, rules, lotSeed: draw.seed }),
    };
  });
}
