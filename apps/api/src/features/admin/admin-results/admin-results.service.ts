import type { z } from 'zod';
import type { createFixtureSchema, setPlacingsSchema, updateFixtureSchema } from '@podium/contracts/admin/admin-results';
import type { Database } from '../../../db/client';
import { scheduleSequenceAfterMove } from '../../../db/fixture-schedule-sequence';
import { DomainError } from '../../../errors/domain-error';
import type { Clock } from '../../../platform/clock';
import { writeActorAudit } from '../../../platform/audit/write-audit-entry';
import type { Actor } from '../admin-events/admin-events.service';
import {
  findEventCategory,
  findEventIdOfTenant,
  findEventVenue,
  findTeamsOfCategory,
  listEventFixtures,
  listResultsCategories,
} from './admin-results.repository';
import {
  categoryHasUndecidedFixtures,
  findClash,
  findFixtureOfEvent,
  insertFixture,
  listCategoryPlacings,
  replacePlacings,
  updateFixture,
} from '../../tournaments';
import { reissueCategoryCertificates } from '../../certificates';

/** Fixtures, scores and final placings; the public medal tally and results read the same rows. */
export class AdminResultsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async get(tenantId: number, eventId: number, db: Database = this.db) {
    await this.requireEvent(db, tenantId, eventId);
    return { fixtures: await listEventFixtures(db, eventId), categories: await listResultsCategories(db, eventId) };
  }

  async createFixture(actor: Actor, eventId: number, input: z.output<typeof createFixtureSchema>) {
    return this.db.transaction(async (tx) => {
      await this.requireEvent(tx, actor.tenantId, eventId);
      const category = await this.requireCategory(tx, eventId, input.eventSportCategoryId);
      await this.requireTeams(tx, category.id, [input.homeTeamId, input.awayTeamId]);
      if (input.venueId !== undefined) await this.requireVenue(tx, eventId, input.venueId);
      if (input.homeTeamId && input.homeTeamId === input.awayTeamId)
        throw new DomainError('VALIDATION_FAILED', 'A team cannot play itself. Pick two different teams.');
      const row = await insertFixture(tx, {
        eventSportCategoryId: category.id,
        venueId: input.venueId ?? category.venueId,
        round: input.round,
        startsAt: new Date(input.startsAt),
        homeTeamId: input.homeTeamId,
        awayTeamId: input.awayTeamId,
      });
      await this.audit(tx, actor, 'fixture.created', 'fixture', row.id, null, row);
      return this.get(actor.tenantId, eventId, tx);
    });
  }

  async updateFixture(actor: Actor, eventId: number, fixtureId: number, input: z.output<typeof updateFixtureSchema>) {
    return this.db.transaction(async (tx) => {
      await this.requireEvent(tx, actor.tenantId, eventId);
      const current = await findFixtureOfEvent(tx, eventId, fixtureId);
      if (!current) throw new DomainError('NOT_FOUND', 'Fixture not found at this event.');
      if (input.winnerTeamId && input.winnerTeamId !== current.homeTeamId && input.winnerTeamId !== current.awayTeamId) {
        throw new DomainError('VALIDATION_FAILED', 'The winner must be one of the two teams of this fixture.');
      }
      if (input.startsAt) {
        // A move that puts a venue, team or player in two places at once is refused, naming the clash.
        const clash = await findClash(tx, eventId, current, new Date(input.startsAt));
        if (clash) throw new DomainError('SCHEDULE_CLASH', `This time clashes: ${clash}`);
      }
      const { startsAt, ...rest } = input;
      // A typed score replaces the one the score card entered: its sets, how it was decided and its
      // shoot-out no longer describe the match, so they go (the admin's list would show them beside it).
      const isScoreTyped = input.homeScore !== undefined || input.awayScore !== undefined;
      const after = await updateFixture(tx, fixtureId, {
        ...rest,
        ...(isScoreTyped ? { sets: null, decidedBy: null, shootout: null } : {}),
        ...(startsAt
          ? {
              startsAt: new Date(startsAt),
              scheduleSequence: scheduleSequenceAfterMove(new Date(startsAt)),
              endsAt: current.endsAt ? new Date(Date.parse(startsAt) + current.endsAt.getTime() - current.startsAt.getTime()) : null,
              isScheduled: true,
            }
          : {}),
      });
      await this.audit(tx, actor, 'fixture.updated', 'fixture', fixtureId, current, after);
      return this.get(actor.tenantId, eventId, tx);
    });
  }

  /** Replaces the final placings of one sport category: the medal tally follows at once. */
  async setPlacings(actor: Actor, eventId: number, eventSportCategoryId: number, input: z.output<typeof setPlacingsSchema>) {
    return this.db.transaction(async (tx) => {
      await this.requireEvent(tx, actor.tenantId, eventId);
      const category = await this.requireCategory(tx, eventId, eventSportCategoryId);
      await this.requireTeams(
        tx,
        category.id,
        input.placings.map((placing) => placing.teamId),
      );
      if (input.placings.length > 0) {
        if (await categoryHasUndecidedFixtures(tx, category.id)) {
          throw new DomainError(
            'PLACINGS_UNDECIDED',
            'This category still has unfinished deciding matches (a final, semi-final or third-place match). Placings can be set once they are finished.',
          );
        }
      }
      const before = await listCategoryPlacings(tx, category.id);
      await replacePlacings(tx, category.id, input.placings);
      await this.audit(tx, actor, 'placings.set', 'event_sport_category', category.id, before, input.placings);
      // A corrected placing withdraws the certificates it made untrue and issues new ones, in this transaction.
      await reissueCategoryCertificates(tx, category.id, this.clock.now());
      return this.get(actor.tenantId, eventId, tx);
    });
  }

  private async requireEvent(db: Database, tenantId: number, eventId: number) {
    const event = await findEventIdOfTenant(db, tenantId, eventId);
    if (!event) throw new DomainError('EVENT_NOT_FOUND', 'Event not found on this site.');
  }

  private async requireCategory(db: Database, eventId: number, eventSportCategoryId: number) {
    const category = await findEventCategory(db, eventId, eventSportCategoryId);
    if (!category) throw new DomainError('NOT_FOUND', 'Sport category not found at this event.');
    return category;
  }

  /** A venue of this event: an id of another event (or another site) would show its venue's name on our fixtures. */
  private async requireVenue(db: Database, eventId: number, venueId: number) {
    const venue = await findEventVenue(db, eventId, venueId);
    if (!venue) throw new DomainError('NOT_FOUND', 'Venue not found at this event. Pick a venue from the list.');
  }

  private async requireTeams(db: Database, eventSportCategoryId: number, teamIds: (number | null)[]) {
    const wanted = [...new Set(teamIds.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return;
    const found = await findTeamsOfCategory(db, eventSportCategoryId, wanted);
    if (found.length !== wanted.length) {
      throw new DomainError('TEAM_NOT_FOUND', 'Every team must be a team of this sport category. Pick teams from the list.');
    }
  }

  private audit(db: Database, actor: Actor, action: string, entity: string, entityId: number, before: unknown, after: unknown) {
    return writeActorAudit(db, actor, this.clock.now(), { action, entity, entityId, before, after });
  }
}
