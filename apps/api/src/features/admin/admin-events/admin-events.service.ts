import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type {
  categoryInputSchema,
  createEventSchema,
  updateCategorySchema,
  updateEventSchema,
  venueInputSchema,
} from '@podium/contracts/admin/admin-events';
import type { Database } from '../../../db/client';
import { DomainError } from '../../../errors/domain-error';
import type { Clock } from '../../../platform/clock';
import { isForeignKeyViolation, isUniqueViolation } from '../../../platform/database-errors';
import { writeActorAudit } from '../../../platform/audit/write-audit-entry';
import { auditableEvent, presentEvent, presentEventSummary } from './admin-events.presenter';
import { findCategoryFeesById, replaceCategoryFee } from '../../payments';
import { checkCategoryRules } from './category-rules';
import {
  deleteEventCategory,
  deleteVenue,
  findEventCategory,
  findEventVenue,
  findOrCreateCategory,
  findOrCreateCity,
  hasTimedRounds,
  insertEvent,
  insertEventCategory,
  insertVenue,
  updateEvent,
  updateEventCategory,
  updateVenue,
  type EventChanges,
  findOrCreateSport,
  findCategoryRules,
  findTenantEventRow,
  listEventCategories,
  lockEventCategory,
  updateCategoryRules,
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
    const categories = await listEventCategories(db, eventId);
    const fees = await findCategoryFeesById(
      db,
      categories.map((category) => category.id),
    );
    return presentEvent(row.event, row.city, await listEventVenues(db, eventId), categories, fees);
  }

  async create(actor: Actor, input: CreateEvent) {
    return this.write(async (tx) => {
      const { city, ...fields } = input;
      const cityId = await findOrCreateCity(tx, actor.tenantId, city);
      const event = await insertEvent(tx, { ...fields, tenantId: actor.tenantId, cityId, codeSecret: randomBytes(32).toString('hex') });
      await this.audit(tx, actor, 'event.created', 'event', event.id, null, auditableEvent(event));
      return this.get(actor.tenantId, event.id, tx);
    });
  }

  async update(actor: Actor, eventId: number, input: UpdateEvent) {
    return this.write(async (tx) => {
      const current = await this.requireEvent(tx, actor.tenantId, eventId);
      // An edit naming no field (`{}`) changes nothing: no update statement (it would have no columns), no audit row.
      if (Object.keys(input).length === 0) return this.get(actor.tenantId, eventId, tx);
      const { city, ...fields } = input;
      const changes: EventChanges = { ...fields };
      if (city !== undefined) changes.cityId = await findOrCreateCity(tx, actor.tenantId, city);
      const startsOn = changes.startsOn ?? current.startsOn;
      const endsOn = changes.endsOn ?? current.endsOn;
      if (startsOn > endsOn) throw new DomainError('VALIDATION_FAILED', 'The last day must be on or after the first day.');
      const updated = await updateEvent(tx, eventId, changes);
      const action =
        input.isPublished === undefined || input.isPublished === current.isPublished
          ? 'event.updated'
          : input.isPublished
            ? 'event.published'
            : 'event.unpublished';
      await this.audit(tx, actor, action, 'event', eventId, auditableEvent(current), auditableEvent(updated));
      return this.get(actor.tenantId, eventId, tx);
    });
  }

  async addVenue(actor: Actor, eventId: number, input: z.output<typeof venueInputSchema>) {
    return this.write(async (tx) => {
      await this.requireEvent(tx, actor.tenantId, eventId);
      const venue = await insertVenue(tx, eventId, input);
      await this.audit(tx, actor, 'venue.created', 'venue', venue.id, null, venue);
      return this.get(actor.tenantId, eventId, tx);
    });
  }

  async updateVenue(actor: Actor, eventId: number, venueId: number, input: z.output<typeof venueInputSchema>) {
    return this.write(async (tx) => {
      const before = await this.requireVenue(tx, actor.tenantId, eventId, venueId);
      const after = await updateVenue(tx, venueId, input);
      await this.audit(tx, actor, 'venue.updated', 'venue', venueId, before, after);
      return this.get(actor.tenantId, eventId, tx);
    });
  }

  async deleteVenue(actor: Actor, eventId: number, venueId: number) {
    return this.write(async (tx) => {
      const before = await this.requireVenue(tx, actor.tenantId, eventId, venueId);
      await deleteVenue(tx, venueId);
      await this.audit(tx, actor, 'venue.deleted', 'venue', venueId, before, null);
      return this.get(actor.tenantId, eventId, tx);
    });
  }

  async addCategory(actor: Actor, eventId: number, input: z.output<typeof categoryInputSchema>) {
    return this.write(async (tx) => {
      const event = await this.requireEvent(tx, actor.tenantId, eventId);
      await this.requireVenue(tx, actor.tenantId, eventId, input.venueId);
      const sportId = await findOrCreateSport(tx, actor.tenantId, {
        name: input.sportName,
        sportGroup: input.sportGroup,
        isTeamSport: input.isTeamSport,
      });
      const sportCategoryId = await findOrCreateCategory(tx, actor.tenantId, input.categoryName);
      const rules = { ...(await findCategoryRules(tx, sportCategoryId))!, ...definedRules(input) };
      checkCategoryRules({ ...input, ...rules, placesTaken: 0, fee: input.fee, event });
      await updateCategoryRules(tx, actor.tenantId, sportCategoryId, definedRules(input));
      const row = await insertEventCategory(tx, {
        eventId,
        sportId,
        sportCategoryId,
        venueId: input.venueId,
        capacity: input.capacity,
        teamSizeMin: input.teamSizeMin,
        teamSizeMax: input.teamSizeMax,
        allowsMixedTeams: input.allowsMixedTeams,
      });
      await this.audit(tx, actor, 'category.created', 'event_sport_category', row.id, null, {
        ...row,
        sportName: input.sportName,
        categoryName: input.categoryName,
        ...rules,
      });
      if (input.fee) await replaceCategoryFee(tx, actor, row.id, input.fee, this.clock.now());
      return this.get(actor.tenantId, eventId, tx);
    });
  }

  /**
   * One edit of a category from the admin's category editor: name, venue, capacity, team size, entry
   * rules and fee together, in one transaction, with the row locked so the places counted hold.
   */
  async updateCategory(actor: Actor, eventId: number, eventSportCategoryId: number, input: z.output<typeof updateCategorySchema>) {
    return this.write(async (tx) => {
      const event = await this.requireEvent(tx, actor.tenantId, eventId);
      const locked = await lockEventCategory(tx, eventId, eventSportCategoryId);
      if (!locked) throw new DomainError('NOT_FOUND', 'Sport category not found at this event.');
      // An edit naming no field (`{}`) changes nothing: no update statement (it would have no columns), no audit row.
      if (Object.keys(input).length === 0) return this.get(actor.tenantId, eventId, tx);
      const { categoryName, gender, minAge, maxAge, fee, ...placement } = input;
      if (placement.venueId !== undefined) await this.requireVenue(tx, actor.tenantId, eventId, placement.venueId);
      if (placement.resultType !== undefined && placement.resultType !== locked.esc.resultType) {
        if (await hasTimedRounds(tx, eventSportCategoryId))
          throw new DomainError(
            'DRAW_LOCKED',
            'The heats of this category are drawn: its result type is set when they are (redraw them with the rounds call before any results).',
          );
      }
      const sportCategoryId =
        categoryName === undefined ? locked.esc.sportCategoryId : await findOrCreateCategory(tx, actor.tenantId, categoryName);
      const rules = { ...(await findCategoryRules(tx, sportCategoryId))!, ...definedRules({ gender, minAge, maxAge }) };
      checkCategoryRules({
        capacity: placement.capacity === undefined ? locked.esc.capacity : placement.capacity,
        placesTaken: locked.placesTaken,
        isTeamSport: locked.isTeamSport,
        teamSizeMin: placement.teamSizeMin === undefined ? locked.esc.teamSizeMin : placement.teamSizeMin,
        teamSizeMax: placement.teamSizeMax === undefined ? locked.esc.teamSizeMax : placement.teamSizeMax,
        ...rules,
        // The fee's rules are checked when the fee is sent: a fee saved before (or in Admin → Payments)
        // never blocks an edit of the capacity or name.
        fee: fee ?? null,
        event,
      });
      await updateCategoryRules(tx, actor.tenantId, sportCategoryId, definedRules({ gender, minAge, maxAge }));
      const after = await updateEventCategory(tx, eventSportCategoryId, { ...placement, sportCategoryId });
      await this.audit(
        tx,
        actor,
        'category.updated',
        'event_sport_category',
        eventSportCategoryId,
        {
          ...locked.esc,
          categoryName: locked.category.name,
          gender: locked.category.gender,
          minAge: locked.category.minAge,
          maxAge: locked.category.maxAge,
        },
        {
          ...after,
          ...rules,
          categoryName: categoryName ?? locked.category.name,
        },
      );
      if (fee !== undefined) await replaceCategoryFee(tx, actor, eventSportCategoryId, fee, this.clock.now());
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
      await deleteEventCategory(tx, eventSportCategoryId);
      await this.audit(tx, actor, 'category.deleted', 'event_sport_category', eventSportCategoryId, before, null);
      return this.get(actor.tenantId, eventId, tx);
    });
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
    const venue = await findEventVenue(db, eventId, venueId);
    if (!venue) throw new DomainError('NOT_FOUND', 'Venue not found at this event. Add it under Venues first.');
    return venue;
  }

  private async requireCategory(db: Database, eventId: number, eventSportCategoryId: number) {
    const row = await findEventCategory(db, eventId, eventSportCategoryId);
    if (!row) throw new DomainError('NOT_FOUND', 'Sport category not found at this event.');
    return row;
  }

  private audit(db: Database, actor: Actor, action: string, entity: string, entityId: number, before: unknown, after: unknown) {
    return writeActorAudit(db, actor, this.clock.now(), { action, entity, entityId, before, after });
  }
}

/** The rule fields an input names (undefined = keep the stored rule). */
function definedRules(input: { gender?: 'any' | 'male' | 'female' | 'mixed'; minAge?: number | null; maxAge?: number | null }) {
  return Object.fromEntries(
    Object.entries({ gender: input.gender, minAge: input.minAge, maxAge: input.maxAge }).filter(([, value]) => value !== undefined),
  ) as {
    gender?: 'any' | 'male' | 'female' | 'mixed';
    minAge?: number | null;
    maxAge?: number | null;
  };
}
