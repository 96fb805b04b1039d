import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createFixtureSchema, setPlacingsSchema, updateFixtureSchema } from '@podium/contracts/admin/admin-results';
import type { Database } from '../../../db/client';
import { eventSportCategories, events, fixtures, placings, teams, venues } from '../../../db/schema/index';
import { scheduleSequenceAfterMove } from '../../../db/fixture-schedule-sequence';
import { DomainError } from '../../../errors/domain-error';
import type { Clock } from '../../../platform/clock';
import { writeActorAudit } from '../../../platform/audit/write-audit-entry';
import type { Actor } from '../admin-events/admin-events.service';
import { listEventFixtures, listResultsCategories } from './admin-results.repository';
import { findClash } from '../../tournaments';
import { hasUndecidedFixtures } from '../../../db/undecided-fixtures';
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
      const [row] = await tx
        .insert(fixtures)
        .values({
          eventSportCategoryId: category.id,
          venueId: input.venueId ?? category.venueId,
          round: input.round,
          startsAt: new Date(input.startsAt),
          homeTeamId: input.homeTeamId,
          awayTeamId: input.awayTeamId,
        })
        .returning();
      await this.audit(tx, actor, 'fixture.created', 'fixture', row!.id, null, row);
      return this.get(actor.tenantId, eventId, tx);
    });
  }

  async updateFixture(actor: Actor, eventId: number, fixtureId: number, input: z.output<typeof updateFixtureSchema>) {
    return this.db.transaction(async (tx) => {
      await this.requireEvent(tx, actor.tenantId, eventId);
      const [before] = await tx
        .select({ fixture: fixtures })
        .from(fixtures)
        .innerJoin(eventSportCategories, eq(eventSportCategories.id, fixtures.eventSportCategoryId))
        .where(and(eq(fixtures.id, fixtureId), eq(eventSportCategories.eventId, eventId)));
      if (!before) throw new DomainError('NOT_FOUND', 'Fixture not found at this event.');
      const current = before.fixture;
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
      const [after] = await tx
        .update(fixtures)
        .set({
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
        })
        .where(eq(fixtures.id, fixtureId))
        .returning();
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
        const [pending] = await tx.select({ undecided: hasUndecidedFixtures(sql`${category.id}`) }).from(sql`(select 1) as one`);
        if (pending?.undecided) {
          throw new DomainError(
            'PLACINGS_UNDECIDED',
            'This category still has unfinished deciding matches (a final, semi-final or third-place match). Placings can be set once they are finished.',
          );
        }
      }
      const before = await tx
        .select({ teamId: placings.teamId, place: placings.place })
        .from(placings)
        .where(eq(placings.eventSportCategoryId, category.id));
      await tx.delete(placings).where(eq(placings.eventSportCategoryId, category.id));
      if (input.placings.length > 0) {
        await tx.insert(placings).values(input.placings.map((placing) => ({ eventSportCategoryId: category.id, ...placing })));
      }
      await this.audit(tx, actor, 'placings.set', 'event_sport_category', category.id, before, input.placings);
      // A corrected placing withdraws the certificates it made untrue and issues new ones, in this transaction.
      await reissueCategoryCertificates(tx, category.id, this.clock.now());
      return this.get(actor.tenantId, eventId, tx);
    });
  }

  private async requireEvent(db: Database, tenantId: number, eventId: number) {
    const [event] = await db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.tenantId, tenantId)));
    if (!event) throw new DomainError('EVENT_NOT_FOUND', 'Event not found on this site.');
  }

  private async requireCategory(db: Database, eventId: number, eventSportCategoryId: number) {
    const [category] = await db
      .select()
      .from(eventSportCategories)
      .where(and(eq(eventSportCategories.id, eventSportCategoryId), eq(eventSportCategories.eventId, eventId)));
    if (!category) throw new DomainError('NOT_FOUND', 'Sport category not found at this event.');
    return category;
  }

  /** A venue of this event: an id of another event (or another site) would show its venue's name on our fixtures. */
  private async requireVenue(db: Database, eventId: number, venueId: number) {
    const [venue] = await db
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.id, venueId), eq(venues.eventId, eventId)));
    if (!venue) throw new DomainError('NOT_FOUND', 'Venue not found at this event. Pick a venue from the list.');
  }

  private async requireTeams(db: Database, eventSportCategoryId: number, teamIds: (number | null)[]) {
    const wanted = [...new Set(teamIds.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return;
    const found = await db
      .select({ id: teams.id })
      .from(teams)
      .where(and(inArray(teams.id, wanted), eq(teams.eventSportCategoryId, eventSportCategoryId)));
    if (found.length !== wanted.length) {
      throw new DomainError('TEAM_NOT_FOUND', 'Every team must be a team of this sport category. Pick teams from the list.');
    }
  }

  private audit(db: Database, actor: Actor, action: string, entity: string, entityId: number, before: unknown, after: unknown) {
    return writeActorAudit(db, actor, this.clock.now(), { action, entity, entityId, before, after });
  }
}
