/** A finished match as standings see it: `homeFor`/`awayFor` are goals, runs or sets won. */
export interface ResultForStandings {
  homeTeamId: number;
  awayTeamId: number;
  homeFor: number;
  awayFor: number;
  /** The winner when it is not the higher score (penalties, walkover); null for a draw. */
  winnerTeamId: number | null;
}

export interface PointsRule {
  win: number;
  draw: number;
  loss: number;
}

export const DEFAULT_POINTS: PointsRule = { win: 3, draw: 1, loss: 0 };

export interface StandingRow {
  rank: number;
  teamId: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  for: number;
  against: number;
  difference: number;
  points: number;
}

/** The winner of a result: the stated winner, else the higher score, else null (a draw). */
export function winnerOf(result: ResultForStandings): number | null {
  if (result.winnerTeamId !== null) return result.winnerTeamId;
  if (result.homeFor > result.awayFor) return result.homeTeamId;
  if (result.awayFor > result.homeFor) return result.awayTeamId;
  return null;
}

function tally(teamIds: number[], results: ResultForStandings[], points: PointsRule): Map<number, StandingRow> {
  const rows = new Map<number, StandingRow>(
    teamIds.map((teamId) => [
      teamId,
      { rank: 0, teamId, played: 0, won: 0, drawn: 0, lost: 0, for: 0, against: 0, difference: 0, points: 0 },
    ]),
  );
  for (const result of results) {
    const home = rows.get(result.homeTeamId);
    const away = rows.get(result.awayTeamId);
    if (!home || !away) continue;
    const winner = winnerOf(result);
    for (const [row, scored, conceded, teamId] of [
      [home, result.homeFor, result.awayFor, result.homeTeamId],
      [away, result.awayFor, result.homeFor, result.awayTeamId],
    ] as const) {
      row.played++;
      row.for += scored;
      row.against += conceded;
      row.difference = row.for - row.against;
      if (winner === null) {
        row.drawn++;
        row.points += points.draw;
      } else if (winner === teamId) {
        row.won++;
        row.points += points.win;
      } else {
        row.lost++;
        row.points += points.loss;
      }
    }
  }
  return rows;
}

/**
 * A group table from its finished results. Order: points; then, among teams level on points, the
 * points of the matches between them (head-to-head); then goal/set difference; then scored; then
 * the draw seed (`seededTeamIds` order), so the table never depends on chance or on row order.
 * Teams level on every criterion but the seed still get distinct ranks (the seed decides).
 */
export function computeStandings(
  seededTeamIds: number[],
  results: ResultForStandings[],
  points: PointsRule = DEFAULT_POINTS,
): StandingRow[] {
  const rows = tally(seededTeamIds, results, points);
  const seedOf = new Map(seededTeamIds.map((teamId, index) => [teamId, index]));
  const headToHead = new Map<number, number>();
  const byPoints = new Map<number, number[]>();
  for (const row of rows.values()) byPoints.set(row.points, [...(byPoints.get(row.points) ?? []), row.teamId]);
  for (const tied of byPoints.values()) {
    if (tied.length < 2) continue;
    const among = new Set(tied);
    const mini = tally(
      tied,
      results.filter((result) => among.has(result.homeTeamId) && among.has(result.awayTeamId)),
      points,
    );
    for (const row of mini.values()) headToHead.set(row.teamId, row.points);
  }
  const ordered = [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      (headToHead.get(b.teamId) ?? 0) - (headToHead.get(a.teamId) ?? 0) ||
      b.difference - a.difference ||
      b.for - a.for ||
      seedOf.get(a.teamId)! - seedOf.get(b.teamId)!,
  );
  ordered.forEach((row, index) => (row.rank = index + 1));
  return ordered;
}
