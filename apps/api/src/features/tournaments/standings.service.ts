import { TIE_BREAKER_LABELS, type StandingsAnswer } from '@podium/contracts/tournaments/tournaments';
import type { Database } from '../../db/client';
import { loadRounds } from './timed-events.repository';
import { finalRanking, presentRounds, resultTypeOf } from './timed-events.service';
import { DomainError } from '../../errors/domain-error';
import { getPublishedEvent } from '../events';
import { drawTieBreakers, groupTables } from './group-tables';
import { matchTitle, sourceLabel, type StoredSource } from './tournaments.presenter';
import { swissStandings } from './engine/swiss';
import { swissState } from './swiss-rounds';
import { doubleEliminationStandings } from './double-elimination-results';
import {
  findCategoryOfEvent,
  findDraw,
  listCategoryFixtures,
  listPlacingsWithTeams,
  teamNames,
  type CategoryFixtureRow,
} from './tournaments.repository';
import { FULL_NAMES, loadPublicNames, type PublicNames } from '../results-privacy';

const TIMED_PENDING = 'Medals are shown once the final of this category has its results.';
const PENDING = 'Medals are shown once the deciding matches of this category are finished.';

const shownEntry = (entry: { id: number; name: string }, shown: PublicNames) => ({ ...entry, name: shown.team(entry.id, entry.name) });

/** Heats' lanes with each entry named as the reader may see it (issue 31 §4). */
function withEntryNames(rounds: StandingsAnswer['rounds'], shown: PublicNames): StandingsAnswer['rounds'] {
  return rounds.map((round) => ({
    ...round,
    heats: round.heats.map((heat) => ({ ...heat, lanes: heat.lanes.map((lane) => ({ ...lane, entry: shownEntry(lane.entry, shown) })) })),
  }));
}

/** Group tables, the bracket and the medals that follow from results, for one category of a published event. */
export async function getStandings(
  db: Database,
  tenantId: number,
  eventId: number,
  eventSportCategoryId: number,
  /** `staff`: full names, for the staff console's heat entry (issue 31 §4); otherwise as public pages name people. */
  audience: 'public' | 'staff' = 'public',
): Promise<StandingsAnswer> {
  await getPublishedEvent(db, tenantId, eventId);
  const category = await findCategoryOfEvent(db, eventId, eventSportCategoryId);
  if (!category) throw new DomainError('NOT_FOUND', 'Sport category not found at this event.');
  const [draw, fixtureRows, timedRounds] = await Promise.all([
    findDraw(db, category.id),
    listCategoryFixtures(db, category.id),
    loadRounds(db, category.id),
  ]);
  const resultType = resultTypeOf(category, category.sportName);
  const measured = resultType === 'match' ? null : resultType;
  const rows = fixtureRows.map((row) => row.fixture);
  const teamIds = new Set<number>();
  for (const row of rows) for (const id of [row.homeTeamId, row.awayTeamId]) if (id !== null) teamIds.add(id);
  for (const group of draw?.groups ?? []) for (const id of group.teamIds) teamIds.add(id);
  for (const id of draw?.seededTeamIds ?? []) teamIds.add(id);
  // Public: one-person teams are named as the site's policy and the person's choice say (issue 31 §4).
  const [stored, shown] = await Promise.all([
    teamNames(db, [...teamIds]),
    audience === 'staff' ? FULL_NAMES : loadPublicNames(db, tenantId, eventId),
  ]);
  const names = new Map(stored.map((team) => [team.id, shown.team(team.id, team.name)]));
  const team = (id: number) => ({ id, name: names.get(id) ?? '' });

  const tables = draw ? groupTables(draw, rows) : [];
  const knockoutRows = fixtureRows.filter((row) => row.fixture.stage === 'knockout' && row.fixture.drawId === draw?.id);
  const perRound = new Map<string, number>();
  for (const { fixture } of knockoutRows) perRound.set(fixture.round, (perRound.get(fixture.round) ?? 0) + 1);
  const byId = new Map(knockoutRows.map(({ fixture }) => [fixture.id, fixture]));
  const title = (ref: string | number) => {
    const target = byId.get(Number(ref));
    return target
      ? matchTitle(
          { roundName: target.round, position: target.bracketPosition ?? 1, stage: 'knockout', round: target.roundNumber ?? 1 },
          perRound.get(target.round) ?? 1,
        )
      : 'an earlier match';
  };
  const side = (teamId: number | null, source: unknown) =>
    teamId !== null
      ? { team: team(teamId), label: names.get(teamId) ?? '' }
      : { team: null, label: sourceLabel(source as StoredSource | null, title) };

  const isSwiss = draw?.format === 'swiss';
  const swiss = draw && isSwiss ? swissAnswer(draw, fixtureRows, team) : null;
  const finalHeat = timedRounds.at(-1)?.heats[0];
  const undecided = swiss
    ? !swiss.complete
    : timedRounds.length > 0
      ? finalHeat?.heat.status !== 'finished'
      : rows.some(
          (row) =>
            row.status !== 'finished' &&
            (row.stage === 'knockout' ||
              (row.stage === null && row.round !== 'Group') ||
              (row.stage === 'group' && knockoutRows.length === 0)),
        );
  const medalRows = undecided ? [] : await listPlacingsWithTeams(db, category.id);
  return {
    eventSportCategoryId: category.id,
    format: (draw?.format ?? null) as StandingsAnswer['format'],
    tieBreakers: draw && !isSwiss ? drawTieBreakers(draw) : null,
    groups: tables.map((table) => ({
      name: table.name,
      complete: table.complete,
      rows: table.rows.map((row) => ({
        rank: row.rank,
        team: team(row.teamId),
        played: row.played,
        won: row.won,
        drawn: row.drawn,
        lost: row.lost,
        for: row.for,
        against: row.against,
        difference: row.difference,
        points: row.points,
        decidedBy: row.decidedBy === null ? null : TIE_BREAKER_LABELS[row.decidedBy],
      })),
    })),
    // A double elimination names the bracket in `group`: Winners, Losers, Final.
    knockout: knockoutRows.map((row) => ({ ...presentPlayed(row, side), stage: 'knockout' as const })),
    swiss,
    elimination:
      draw?.format === 'double_elimination'
        ? doubleEliminationStandings(draw, rows).map((row) => ({
            place: row.place,
            team: team(row.teamId),
            eliminatedIn: row.eliminatedIn,
          }))
        : null,
    medals: medalRows.map((row) => ({ place: row.place, team: { id: row.teamId, name: shown.team(row.teamId, row.name) } })),
    medalsPending: undecided ? (timedRounds.length > 0 ? TIMED_PENDING : PENDING) : null,
    resultType,
    rounds: measured ? withEntryNames(presentRounds(measured, timedRounds), shown) : [],
    ranking: measured ? finalRanking(measured, timedRounds).map((row) => ({ ...row, entry: shownEntry(row.entry, shown) })) : [],
  };
}

/** A fixture as the bracket and the Swiss pairings show it. */
function presentPlayed(
  { fixture, venueName }: CategoryFixtureRow,
  side: (teamId: number | null, source: unknown) => { team: { id: number; name: string } | null; label: string },
) {
  return {
    id: fixture.id,
    stage: fixture.stage ?? ('group' as const),
    group: fixture.groupName,
    round: fixture.roundNumber ?? 1,
    roundName: fixture.round,
    position: fixture.bracketPosition ?? 1,
    home: side(fixture.homeTeamId, fixture.homeSource),
    away: side(fixture.awayTeamId, fixture.awaySource),
    status: fixture.status,
    homeScore: fixture.homePoints,
    awayScore: fixture.awayPoints,
    decidedBy: fixture.decidedBy,
    shootout: fixture.decidedBy === 'penalties' ? fixture.shootout : null,
    winnerTeamId: fixture.winnerTeamId,
    startsAt: fixture.isScheduled ? fixture.startsAt.toISOString() : null,
    venue: venueName,
  };
}

/** A Swiss's table (points, Buchholz, Sonneborn-Berger) and its rounds' pairings with their byes. */
function swissAnswer(
  draw: NonNullable<Awaited<ReturnType<typeof findDraw>>>,
  fixtureRows: CategoryFixtureRow[],
  team: (id: number) => { id: number; name: string },
): NonNullable<StandingsAnswer['swiss']> {
  const state = swissState(
    draw,
    fixtureRows.map((row) => row.fixture),
  );
  const side = (teamId: number | null) =>
    teamId !== null ? { team: team(teamId), label: team(teamId).name } : { team: null, label: 'To be paired' };
  const pairings = Array.from({ length: state.roundsPaired }, (_, index) => {
    const round = index + 1;
    const bye = state.byes.find((entry) => entry.round === round);
    return {
      round,
      fixtures: fixtureRows
        .filter((row) => row.fixture.drawId === draw.id && row.fixture.roundNumber === round)
        .sort((a, b) => (a.fixture.bracketPosition ?? 0) - (b.fixture.bracketPosition ?? 0))
        .map((row) => presentPlayed(row, side)),
      bye: bye ? team(bye.teamId) : null,
    };
  });
  return {
    rounds: state.rounds,
    roundsPaired: state.roundsPaired,
    complete: state.complete,
    rows: swissStandings(draw.seededTeamIds, state.games, state.byes).map(({ teamId, ...row }) => ({ ...row, team: team(teamId) })),
    pairings,
  };
}
