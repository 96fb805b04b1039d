import type { DrawAnswer } from '@podium/contracts/tournaments/tournaments';
import type { PlannedMatch, SlotSource } from './engine/plan';

const ordinal = (place: number) => (place === 1 ? '1st' : place === 2 ? '2nd' : place === 3 ? '3rd' : `${place}th`);

/** A side's name while its team is not known yet: '1st Group A', 'Winner of Semi-final 2'. */
export function sourceLabel(source: SlotSource | StoredSource | null, matchName: (ref: string | number) => string): string {
  if (!source) return 'To be decided';
  if (source.kind === 'group') return `${ordinal(source.place)} Group ${source.group}`;
  if (source.kind === 'team') return 'Team';
  const ref = 'fixtureId' in source ? source.fixtureId : source.match;
  return `${source.kind === 'winner' ? 'Winner' : 'Loser'} of ${matchName(ref)}`;
}

/** A side's origin as stored on a fixture row (earlier matches by fixture id). */
export type StoredSource = { kind: 'group'; group: string; place: number } | { kind: 'winner' | 'loser'; fixtureId: number };

export function matchTitle(match: { roundName: string; position: number; stage: string; round: number }, sameRoundCount: number): string {
  if (sameRoundCount <= 1) return match.roundName;
  // "Losers' round 2, match 2" rather than "Losers' round 2 2".
  return /round \d+$/i.test(match.roundName) ? `${match.roundName}, match ${match.position}` : `${match.roundName} ${match.position}`;
}

/** The preview (or written) draw as the admin sees it. */
export function presentPlan(matches: PlannedMatch[], names: Map<number, string>, ids: Map<string, number> | null): DrawAnswer['fixtures'] {
  const perRound = new Map<string, number>();
  for (const match of matches)
    perRound.set(`${match.stage}:${match.roundName}`, (perRound.get(`${match.stage}:${match.roundName}`) ?? 0) + 1);
  const byKey = new Map(matches.map((match) => [match.key, match]));
  const title = (ref: string | number) => {
    const match = byKey.get(String(ref))!;
    return matchTitle(match, perRound.get(`${match.stage}:${match.roundName}`)!);
  };
  const side = (source: SlotSource) =>
    source.kind === 'team'
      ? { team: { id: source.teamId, name: names.get(source.teamId) ?? '' }, label: names.get(source.teamId) ?? '' }
      : { team: null, label: sourceLabel(source, title) };
  return matches.map((match) => ({
    id: ids?.get(match.key) ?? null,
    stage: match.stage,
    group: match.group,
    round: match.round,
    roundName: match.roundName,
    position: match.position,
    home: side(match.home),
    away: side(match.away),
  }));
}

type LabelledRow = {
  id: number;
  drawId: number | null;
  stage: 'group' | 'knockout' | null;
  groupName: string | null;
  round: string;
  roundNumber: number | null;
  bracketPosition: number | null;
  homeTeamId: number | null;
  awayTeamId: number | null;
  homeSource: unknown;
  awaySource: unknown;
};

/**
 * How a stored fixture reads in a timetable: its round ('Group A', 'Semi-final 2', or the round
 * typed by hand) and its sides (the team, or where it comes from while unknown).
 */
export function fixtureLabeller(rows: LabelledRow[], names: Map<number, string>) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const perRound = new Map<string, number>();
  const roundKey = (row: LabelledRow) => `${row.drawId}:${row.round}`;
  for (const row of rows) if (row.stage === 'knockout') perRound.set(roundKey(row), (perRound.get(roundKey(row)) ?? 0) + 1);
  const roundOf = (row: LabelledRow): string => {
    if (row.stage === 'group' && row.groupName) return `Group ${row.groupName}`;
    if (row.stage !== 'knockout') return row.round;
    return matchTitle(
      { roundName: row.round, position: row.bracketPosition ?? 1, stage: 'knockout', round: row.roundNumber ?? 1 },
      perRound.get(roundKey(row)) ?? 1,
    );
  };
  const title = (ref: string | number) => {
    const target = byId.get(Number(ref));
    return target ? roundOf(target) : 'an earlier match';
  };
  const side = (teamId: number | null, source: unknown) =>
    teamId !== null ? (names.get(teamId) ?? 'Team') : sourceLabel(source as StoredSource | null, title);
  return (row: LabelledRow) => ({
    round: roundOf(row),
    home: side(row.homeTeamId, row.homeSource),
    away: side(row.awayTeamId, row.awaySource),
  });
}
