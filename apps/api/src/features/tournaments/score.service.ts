import type { ScoreRequest } from '@podium/contracts/tournaments/tournaments';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../platform/clock';
import type { AuditActor } from '../../platform/audit/write-audit-entry';
import { knockoutMedals } from './engine/medals';
import { GRAND_FINAL } from './engine/double-elimination';
import { groupTables } from './group-tables';
import { doubleEliminationMedals, grandFinals } from './double-elimination-results';
import { laterSwissRoundStarted, SWISS_ROUND_STARTED, swissMedals, swissState } from './swiss-rounds';
import type { ScoreStore, ScoreTransaction } from './score-store';
import type { StoredSource } from './tournaments.presenter';
import type { FixtureRow } from './tournaments.repository';

/** A fixture's score as the score and reset calls answer it. */
const scoreAnswerOf = (fixture: FixtureRow) => ({
  id: fixture.id,
  status: fixture.status,
  home: fixture.homePoints,
  away: fixture.awayPoints,
  sets: fixture.sets,
  decidedBy: fixture.decidedBy,
  winnerTeamId: fixture.winnerTeamId,
});

const NOT_READY = 'Both teams of this fixture must be known before a score is entered.';
const LOCKED = 'The next match of this bracket has started, so this result can no longer change. Ask an admin.';
/** An admin can undo the next match's score (Admin → Results), so the refusal says how. */
const LOCKED_FOR_ADMIN =
  "The next match of this bracket has started, so this result can no longer change. Reset that match to 'not played' first (Admin → Results), then correct this one.";
const NOTHING_TO_RESET = 'This match has no score yet: there is nothing to reset.';
const RESET_LOCKED =
  'The next match of this bracket has started, so this match cannot be reset yet. Reset that match first, then this one.';
const GROUP_LOCKED = 'The knockout this group feeds has started, so its results can no longer change. Reset those knockout matches first.';

/**
 * Staff enter a fixture's score from the venue: audited, only at their events. A finished knockout
 * sends its winner (and loser, for a third-place match) on; a finished group fills the knockout; a
 * finished final (or third-place match) sets the medals.
 */
export class ScoreService {
  constructor(
    /** `scoreStoreOn(db)` in production; an in-memory fake in the rules tests. */
    private readonly store: ScoreStore,
    private readonly clock: Clock,
  ) {}

  async enterScore(actor: AuditActor & { user: { id: number; role: string } }, fixtureId: number, input: ScoreRequest) {
    return this.store.transaction(async (tx) => {
      const found = await tx.lockFixtureOfTenant(actor.tenantId, fixtureId);
      if (!found) throw new DomainError('NOT_FOUND', 'Fixture not found on this site.');
      await tx.requireEventInStaffScope(actor.user, found.event.id);
      const before = found.fixture;
      if (before.homeTeamId === null || before.awayTeamId === null) throw new DomainError('FIXTURE_NOT_READY', NOT_READY);
      const winnerTeamId = input.status === 'finished' ? this.winnerOf(before, input) : null;
      const changesOutcome = before.status === 'finished' && before.winnerTeamId !== winnerTeamId;
      if (changesOutcome) await this.requireNextNotStarted(tx, before, actor.user.role === 'admin' ? LOCKED_FOR_ADMIN : LOCKED);
      // Any changed group result can reorder the table, so it may not change once the knockout it feeds is under way.
      if (before.status === 'finished') await this.requireGroupKnockoutNotStarted(tx, before);
      // A Swiss paired its next round from this result: a changed outcome re-pairs it, if it has not started.
      const swissOutcomeChanged = before.status === 'finished' && (input.status !== 'finished' || before.winnerTeamId !== winnerTeamId);
      if (swissOutcomeChanged) await this.requireLaterSwissRoundNotStarted(tx, before);
      const after = await tx.updateFixture(fixtureId, {
        status: input.status,
        homePoints: input.home,
        awayPoints: input.away,
        homeScore: String(input.home),
        awayScore: String(input.away),
        sets: input.sets ?? null,
        decidedBy: input.decidedBy ?? (input.status === 'finished' ? 'regular' : null),
        shootout: input.shootout ?? null,
        winnerTeamId,
      });
      await tx.writeAudit(actor, this.clock.now(), {
        action: 'fixture.score-entered',
        entity: 'fixture',
        entityId: fixtureId,
        before: { status: before.status, home: before.homePoints, away: before.awayPoints, winnerTeamId: before.winnerTeamId },
        after: {
          status: after!.status,
          home: input.home,
          away: input.away,
          sets: input.sets ?? null,
          decidedBy: after!.decidedBy,
          winnerTeamId,
        },
      });
      if (before.status === 'finished' || input.status === 'finished') await this.followResults(tx, actor, after!, swissOutcomeChanged);
      return {
        eventId: found.event.id,
        eventSportCategoryId: after!.eventSportCategoryId,
        fixture: scoreAnswerOf(after!),
      };
    });
  }

  private winnerOf(fixture: FixtureRow, input: ScoreRequest): number | null {
    const home = fixture.homeTeamId!;
    const away = fixture.awayTeamId!;
    if (input.decidedBy === 'walkover' || input.decidedBy === 'abandoned') {
      if (input.winner) return input.winner === 'home' ? home : away;
      if (input.decidedBy === 'walkover')
        throw new DomainError('VALIDATION_FAILED', "A walkover needs the side that wins: 'home' or 'away'.");
    }
    if (input.decidedBy === 'penalties' && input.shootout) {
      if (input.home !== input.away)
        throw new DomainError('VALIDATION_FAILED', 'Penalties decide a drawn match only: the scores must be level.');
      return input.shootout.home > input.shootout.away ? home : away;
    }
    if (input.home !== input.away) return input.home > input.away ? home : away;
    if (fixture.stage === 'knockout') {
      throw new DomainError(
        'VALIDATION_FAILED',
        'A knockout match needs a winner: enter extra time, penalties with the shoot-out score, or a walkover.',
      );
    }
    return null;
  }

  /**
   * Admins undo a score entered by mistake: the match goes back to 'not played', its winner leaves
   * the next match, and the tables and medals follow. Like a correction, it may not rewrite a next
   * match that has started: the bracket is unwound from its end, one match at a time.
   */
  async resetScore(actor: AuditActor & { user: { id: number; role: string } }, fixtureId: number) {
    return this.store.transaction(async (tx) => {
      const found = await tx.lockFixtureOfTenant(actor.tenantId, fixtureId);
      if (!found) throw new DomainError('NOT_FOUND', 'Fixture not found on this site.');
      const before = found.fixture;
      if (before.status === 'scheduled') throw new DomainError('VALIDATION_FAILED', NOTHING_TO_RESET);
      if (before.status === 'finished') {
        await this.requireNextNotStarted(tx, before, RESET_LOCKED);
        await this.requireGroupKnockoutNotStarted(tx, before);
        await this.requireLaterSwissRoundNotStarted(tx, before);
      }
      const after = await tx.updateFixture(fixtureId, {
        status: 'scheduled',
        homePoints: null,
        awayPoints: null,
        homeScore: null,
        awayScore: null,
        sets: null,
        decidedBy: null,
        shootout: null,
        winnerTeamId: null,
      });
      await tx.writeAudit(actor, this.clock.now(), {
        action: 'fixture.score-reset',
        entity: 'fixture',
        entityId: fixtureId,
        // Everything the reset clears, so a mistaken reset can be entered again from the log.
        before: {
          status: before.status,
          home: before.homePoints,
          away: before.awayPoints,
          homeScore: before.homeScore,
          awayScore: before.awayScore,
          sets: before.sets,
          decidedBy: before.decidedBy,
          shootout: before.shootout,
          winnerTeamId: before.winnerTeamId,
        },
        after: { status: 'scheduled' },
      });
      if (before.status === 'finished') await this.followResults(tx, actor, after!, true);
      return {
        eventId: found.event.id,
        eventSportCategoryId: after!.eventSportCategoryId,
        fixture: scoreAnswerOf(after!),
      };
    });
  }

  /** A changed result may not rewrite a next match that has started (a grand final's: its reset). */
  private async requireNextNotStarted(tx: ScoreTransaction, fixture: FixtureRow, refusal: string) {
    if (fixture.round === GRAND_FINAL && fixture.drawId !== null) {
      const draw = await tx.findDraw(fixture.eventSportCategoryId);
      if (draw?.format === 'double_elimination') {
        const rows = await tx.listCategoryFixtures(fixture.eventSportCategoryId);
        const { reset } = grandFinals(draw, rows);
        if (reset && reset.status !== 'scheduled') throw new DomainError('DRAW_LOCKED', refusal);
      }
    }
    for (const nextId of [fixture.winnerToFixtureId, fixture.loserToFixtureId]) {
      if (nextId === null) continue;
      const next = await tx.findFixtureStatus(nextId);
      if (next && next.status !== 'scheduled') throw new DomainError('DRAW_LOCKED', refusal);
    }
  }

  /**
   * A group's results place its teams in the knockout: once a knockout match that one of its places
   * feeds has started, the group's finished results stay as they are (the category row is locked).
   */
  private async requireGroupKnockoutNotStarted(tx: ScoreTransaction, fixture: FixtureRow) {
    if (fixture.stage !== 'group' || fixture.groupName === null) return;
    const rows = await tx.listCategoryFixtures(fixture.eventSportCategoryId);
    const fedByThisGroup = (source: unknown) => {
      const stored = source as StoredSource | null;
      return stored?.kind === 'group' && stored.group === fixture.groupName;
    };
    const started = rows.some(
      (row) => row.stage === 'knockout' && row.status !== 'scheduled' && (fedByThisGroup(row.homeSource) || fedByThisGroup(row.awaySource)),
    );
    if (started) throw new DomainError('DRAW_LOCKED', GROUP_LOCKED);
  }

  /** A Swiss result whose outcome changes may not rewrite a later round that has started (it was paired from it). */
  private async requireLaterSwissRoundNotStarted(tx: ScoreTransaction, fixture: FixtureRow) {
    if (fixture.drawId === null || fixture.roundNumber === null) return;
    const draw = await tx.findDraw(fixture.eventSportCategoryId);
    if (draw?.format !== 'swiss' || draw.id !== fixture.drawId) return;
    const rows = await tx.listCategoryFixtures(fixture.eventSportCategoryId);
    if (laterSwissRoundStarted(rows, draw.id, fixture.roundNumber)) throw new DomainError('DRAW_LOCKED', SWISS_ROUND_STARTED);
  }

  /**
   * Moves winners on, fills the knockout from complete groups, pairs a Swiss's next round once its
   * round is finished, and sets medals that follow from results.
   */
  private async followResults(tx: ScoreTransaction, actor: AuditActor, fixture: FixtureRow, swissOutcomeChanged = false) {
    const finished = fixture.status === 'finished' && fixture.winnerTeamId !== null;
    const loser = finished ? (fixture.winnerTeamId === fixture.homeTeamId ? fixture.awayTeamId : fixture.homeTeamId) : null;
    const put = async (targetId: number | null, side: 'home' | 'away' | null, teamId: number | null) => {
      if (targetId === null || side === null) return;
      await tx.setSideIfScheduled(targetId, side, teamId);
    };
    await put(fixture.winnerToFixtureId, fixture.winnerToSide, finished ? fixture.winnerTeamId : null);
    await put(fixture.loserToFixtureId, fixture.loserToSide, finished ? loser : null);

    const draw = await tx.findDraw(fixture.eventSportCategoryId);
    if (!draw || fixture.drawId !== draw.id) return;
    let rows = await tx.listCategoryFixtures(fixture.eventSportCategoryId);
    if (fixture.stage === 'group') {
      const tables = groupTables(draw, rows);
      for (const knockout of rows.filter((row) => row.stage === 'knockout' && row.status === 'scheduled')) {
        for (const side of ['home', 'away'] as const) {
          const source = (side === 'home' ? knockout.homeSource : knockout.awaySource) as StoredSource | null;
          if (source?.kind !== 'group') continue;
          const table = tables.find((candidate) => candidate.name === source.group);
          const teamId = table?.complete ? (table.rows[source.place - 1]?.teamId ?? null) : null;
          await put(knockout.id, side, teamId);
        }
      }
      rows = await tx.listCategoryFixtures(fixture.eventSportCategoryId);
    }
    if (draw.format === 'double_elimination' && fixture.round === GRAND_FINAL && (await tx.followGrandFinal(draw, rows))) {
      rows = await tx.listCategoryFixtures(fixture.eventSportCategoryId);
    }
    if (draw.format === 'swiss') {
      if (swissOutcomeChanged && fixture.roundNumber !== null) {
        await tx.dropSwissRoundsAfter(draw, fixture.roundNumber);
        rows = await tx.listCategoryFixtures(fixture.eventSportCategoryId);
      }
      const state = swissState(draw, rows);
      if (state.pairAutomatically && state.lastRoundFinished && state.roundsPaired < state.rounds) {
        await tx.pairNextSwissRound(draw, rows);
        rows = await tx.listCategoryFixtures(fixture.eventSportCategoryId);
      }
    }
    const medals = this.medalsOf(draw, rows);
    await tx.replacePlacings(fixture.eventSportCategoryId, medals);
    // Medals that changed withdraw the certificates they made untrue and issue new ones, in this transaction.
    await tx.reissueCategoryCertificates(fixture.eventSportCategoryId, this.clock.now());
    await tx.writeAudit(actor, this.clock.now(), {
      action: 'placings.derived',
      entity: 'event_sport_category',
      entityId: fixture.eventSportCategoryId,
      before: null,
      after: medals,
    });
  }

  private medalsOf(draw: Parameters<typeof groupTables>[0], rows: FixtureRow[]) {
    if (draw.format === 'swiss') return swissMedals(draw, rows);
    if (draw.format === 'double_elimination') return doubleEliminationMedals(draw, rows);
    const knockout = rows.filter((row) => row.stage === 'knockout');
    if (knockout.length > 0) {
      return knockoutMedals(
        knockout.map((row) => ({
          roundName: row.round,
          finished: row.status === 'finished',
          homeTeamId: row.homeTeamId,
          awayTeamId: row.awayTeamId,
          winnerTeamId: row.winnerTeamId,
        })),
      );
    }
    // A round robin: medals by the final table once every match is finished.
    const [table] = groupTables(draw, rows);
    if (!table?.complete) return [];
    return table.rows.slice(0, 3).map((row) => ({ teamId: row.teamId, place: row.rank as 1 | 2 | 3 }));
  }
}
