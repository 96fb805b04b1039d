import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  categoryInputSchema,
  createEventSchema,
  updateCategorySchema,
  updateEventSchema,
  venueInputSchema,
} from '@podium/contracts/admin/admin-events';
import type { Database } from '../../../db/client';
import { eventSportCategories, events, venues } from '../../../db/schema/index';
import { DomainError } from '../../../errors/domain-error';
import type { Clock } from '../../../platform/clock';
import { isForeignKeyViolation, isUniqueViolation } from '../../../platform/database-errors';
import { writeActorAudit } from '../../../platform/audit/write-audit-entry';
import { auditableEvent, presentEvent, presentEventSummary } from './admin-events.presenter';
import {
  findOrCreateCategory,
  findOrCreateCity,
  findOrCreateSport,
  findTenantEventRow,
  listEventCategories,
  listEventVenues,
  listTenantEvents,
} from './admin-events.repository';

/** Who is acting, for the audit log. */
export interface Actor {
  tenantId: number;
  userId: number;
}

type CreateEvent = z.output<typeof createEventSchema>;
type UpdateEvent = z.output<typeof updateEventSchema>;

/** Admin event management: events, venues, sport categories; every change with its audit row. */
export class AdminEventsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(tenantId: number) {
    return (await listTenantEvents(this.db, tenantId)).map((row) => presentEventSummary(row.event, row.city));
  }

  async get(tenantId: number, eventId: number, db: Database = this.db) {
    const row = await findTenantEventRow(db, tenantId, eventId);
    if (!row) throw new DomainError('EVENT_NOT_FOUND', 'Event not found on this site.');
    return presentEvent(row.event, row.city, await listEventVenues(db, eventId), await listEventCategories(db, eventId));
  }

  async create(actor: Actor, input: CreateEvent) {
    return this.write(async (tx) => {
      const { city, ...fields } = input;
      const cityId = await findOrCreateCity(tx, actor.tenantId, city);
      const [event] = await tx
        .insert(events)
        .values({ ...fields, tenantId: actor.tenantId, cityId, codeSecret: randomBytes(32).toString('hex') })
        .returning();
      await this.audit(tx, actor, 'event.created', 'event', event!.id, null, auditableEvent(event!));
      return this.get(actor.tenantId, event!.id, tx);
    });
  }

  async update(actor: Actor, eventId: number, input: UpdateEvent) {
    return this.write(async (tx) => {
      const current = await this.requireEvent(tx, actor.tenantId, eventId);
      // An edit naming no field (`{}`) changes nothing: no update statement (it would have no columns), no audit row.
      if (Object.keys(input).length === 0) return this.get(actor.tenantId, eventId, tx);
      const { city, ...fields } = input;
      const changes: Partial<typeof events.$inferInsert> = { ...fields };
      if (city !== undefined) changes.cityId = await findOrCreateCity(tx, actor.tenantId, city);
      const startsOn = changes.startsOn ?? current.startsOn;
      const endsOn = changes.endsOn ?? current.endsOn;
      if (startsOn > endsOn) throw new DomainError('VALIDATION_FAILED', 'The last day must be on or after the first day.');
      const [updated] = await tx.update(events).set(changes).where(eq(events.id, eventId)).returning();
      const action =
        input.isPublished === undefined || input.isPublished === current.isPublished
          ? 'event.updated'
          : input.isPublished
            ? 'event.published'
            : 'event.unpublished';
      await this.audit(tx, actor, action, 'event', eventId, auditableEvent(current), auditableEvent(updated!));
      return this.get(actor.tenantId, eventId, tx);
    });
  }

  async addVenue(actor: Actor, eventId: number, input: z.output<typeof venueInputSchema>) {
    return this.write(async (tx) => {
      await this.requireEvent(tx, actor.tenantId, eventId);
      const [venue] = await tx
        .insert(venues)
        .values({ eventId, ...input })
        .returning();
      await this.audit(tx, actor, 'venue.created', 'venue', venue!.id, null, venue);
      return this.get(actor.tenantId, eventId, tx);
    });
  }

  async updateVenue(actor: Actor, eventId: number, venueId: number, input: z.output<typeof venueInputSchema>) {
    return this.write(async (tx) => {
      const before = await this.requireVenue(tx, actor.tenantId, eventId, venueId);
      const [after] = await tx.update(venues).set(input).where(eq(venues.id, venueId)).returning();
      await this.audit(tx, actor, 'venue.updated', 'venue', venueId, before, after);
      return this.get(actor.tenantId, eventId, tx);
    });
  }

  async deleteVenue(actor: Actor, eventId: number, venueId: number) {
    return this.write(async (tx) => {
      const before = await this.requireVenue(tx, actor.tenantId, eventId, venueId);
      await tx.delete(venues).where(eq(venues.id, venueId));
      await this.audit(tx, actor, 'venue.deleted', 'venue', venueId, before, null);
      return this.get(actor.tenantId, eventId, tx);
    });
  }

  async addCategory(actor: Actor, eventId: number, input: z.output<typeof categoryInputSchema>) {
    return this.write(async (tx) => {
      await this.requireEvent(tx, actor.tenantId, eventId);
      await this.requireVenue(tx, actor.tenantId, eventId, input.venueId);
      this.checkTeamSize(input.teamSizeMin, input.teamSizeMax);
      const sportId = await findOrCreateSport(tx, actor.tenantId, {
        name: input.sportName,
        sportGroup: input.sportGroup,
        isTeamSport: input.isTeamSport,
      });
      const sportCategoryId = await findOrCreateCategory(tx, actor.tenantId, input.categoryName);
      const [row] = await tx
        .insert(eventSportCategories)
        .values({
          eventId,
          sportId,
          sportCategoryId,
          venueId: input.venueId,
          capacity: input.capacity,
          teamSizeMin: input.teamSizeMin,
          teamSizeMax: input.teamSizeMax,
        })
        .returning();
      await this.audit(tx, actor, 'category.created', 'event_sport_category', row!.id, null, {
        ...row,
        sportName: input.sportName,
        categoryName: input.categoryName,
      });
      return this.get(actor.tenantId, eventId, tx);
    });
  }

  async updateCategory(actor: Actor, eventId: number, eventSportCategoryId: number, input: z.output<typeof updateCategorySchema>) {
    return this.write(async (tx) => {
      await this.requireEvent(tx, actor.tenantId, eventId);
      const before = await this.requireCategory(tx, eventId, eventSportCategoryId);
      // An edit naming no field (`{}`) changes nothing: no update statement (it would have no columns), no audit row.
      if (Object.keys(input).length === 0) return this.get(actor.tenantId, eventId, tx);
      if (input.venueId !== undefined) await this.requireVenue(tx, actor.tenantId, eventId, input.venueId);
      this.checkTeamSize(input.teamSizeMin ?? before.teamSizeMin, input.teamSizeMax ?? before.teamSizeMax);
      const [after] = await tx.update(eventSportCategories).set(input).where(eq(eventSportCategories.id, eventSportCategoryId)).returning();
      await this.audit(tx, actor, 'category.updated', 'event_sport_category', eventSportCategoryId, before, after);
      return this.get(actor.tenantId, eventId, tx);
    });
  }

  async deleteCategory(actor: Actor, eventId: number, eventSportCategoryId: number) {
    return this.write(async (tx) => {
      await this.requireEvent(tx, actor.tenantId, eventId);
      const before = await this.requireCategory(tx, eventId, eventSportCategoryId);
      const registered =
        (await listEventCategories(tx, eventId)).find((category) => category.id === eventSportCategoryId)?.registrations ?? 0;
      if (registered > 0) {
        throw new DomainError('CONFLICT', `This sport category has ${registered} registrations. Withdraw or move them before removing it.`);
      }
      await tx.delete(eventSportCategories).where(eq(eventSportCategories.id, eventSportCategoryId));
      await this.audit(tx, actor, 'category.deleted', 'event_sport_category', eventSportCategoryId, before, null);
      return this.get(actor.tenantId, eventId, tx);
    });
  }

  private checkTeamSize(min: number | null | undefined, max: number | null | undefined) {
    if (min != null && max != null && min > max) {
      throw new DomainError('VALIDATION_FAILED', 'The smallest team size must not be larger than the largest.');
    }
  }

  /** One transaction per change; database refusals become messages a person can act on. */
  private async write<T>(change: (tx: Database) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(change);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError('CONFLICT', 'That name or web address is already used at this event or site. Choose another one.');
      }
      if (isForeignKeyViolation(error)) {
        throw new DomainError(
          'CONFLICT',
          'This is still in use (registrations, fixtures or sport categories). Move or remove those first.',
        );
      }
      throw error;
    }
  }

  private async requireEvent(db: Database, tenantId: number, eventId: number) {
    const row = await findTenantEventRow(db, tenantId, eventId);
    if (!row) throw new DomainError('EVENT_NOT_FOUND', 'Event not found on this site.');
    return row.event;
  }

  private async requireVenue(db: Database, tenantId: number, eventId: number, venueId: number) {
    await this.requireEvent(db, tenantId, eventId);
    const [venue] = await db
      .select()
      .from(venues)
      .where(and(eq(venues.id, venueId), eq(venues.eventId, eventId)))
      .limit(1);
    if (!venue) throw new DomainError('NOT_FOUND', 'Venue not found at this event. Add it under Venues first.');
    return venue;
  }

  private async requireCategory(db: Database, eventId: number, eventSportCategoryId: number) {
    const [row] = await db
      .select()
      .from(eventSportCategories)
      .where(and(eq(eventSportCategories.id, eventSportCategoryId), eq(eventSportCategories.eventId, eventId)))
      .limit(1);
    if (!row) throw new DomainError('NOT_FOUND', 'Sport category not found at this event.');
    return row;
  }

  private audit(db: Database, actor: Actor, action: string, entity: string, entityId: number, before: unknown, after: unknown) {
    return writeActorAudit(db, actor, this.clock.now(), { action, entity, entityId, before, after });
  }
}
