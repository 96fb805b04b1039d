import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cities, eventSportCategories, events, sportCategories, sports, timedRounds, venues } from '../../../db/schema/index';

export type EventRow = typeof events.$inferSelect;

/** The events of a tenant, newest first, with their city name. */
export async function listTenantEvents(db: Database, tenantId: number) {
  return db
    .select({ event: events, city: cities.name })
    .from(events)
    .innerJoin(cities, eq(cities.id, events.cityId))
    .where(eq(events.tenantId, tenantId))
    .orderBy(desc(events.startsOn), desc(events.id));
}

/** One event of this tenant (another tenant's event is not found). */
export async function findTenantEventRow(db: Database, tenantId: number, eventId: number) {
  const [row] = await db
    .select({ event: events, city: cities.name })
    .from(events)
    .innerJoin(cities, eq(cities.id, events.cityId))
    .where(and(eq(events.id, eventId), eq(events.tenantId, tenantId)))
    .limit(1);
  return row;
}

export async function listEventVenues(db: Database, eventId: number) {
  return db.select().from(venues).where(eq(venues.eventId, eventId)).orderBy(asc(venues.name));
}

/**
 * Places taken against a category's capacity, counted as registration counts them: teams in a team
 * sport, entries not withdrawn otherwise (a held, unpaid place counts).
 */
const placesTakenSql = sql<number>`(case when ${sports.isTeamSport}
  then (select count(*)::int from teams t where t.event_sport_category_id = "event_sport_categories"."id")
  else (select count(*)::int from registrations r
    where r.event_sport_category_id = "event_sport_categories"."id" and r.status <> 'withdrawn') end)`;

/** The event's sport categories with sport, category and venue names, entry rules and confirmed registrations. */
export async function listEventCategories(db: Database, eventId: number) {
  return db
    .select({
      id: eventSportCategories.id,
      sportId: sports.id,
      sportName: sports.name,
      categoryId: sportCategories.id,
      categoryName: sportCategories.name,
      venueId: venues.id,
      venueName: venues.name,
      capacity: eventSportCategories.capacity,
      teamSizeMin: eventSportCategories.teamSizeMin,
      teamSizeMax: eventSportCategories.teamSizeMax,
      isTeamSport: sports.isTeamSport,
      allowsMixedTeams: eventSportCategories.allowsMixedTeams,
      resultType: eventSportCategories.resultType,
      registrations: sql<number>`(select count(*)::int from registrations r
        where r.event_sport_category_id = "event_sport_categories"."id" and r.status = 'confirmed')`,
      gender: sportCategories.gender,
      minAge: sportCategories.minAge,
      maxAge: sportCategories.maxAge,
      placesTaken: placesTakenSql,
    })
    .from(eventSportCategories)
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId))
    .innerJoin(venues, eq(venues.id, eventSportCategories.venueId))
    .where(eq(eventSportCategories.eventId, eventId))
    .orderBy(asc(sports.name), asc(sportCategories.name));
}

/** The tenant's city of that name (any case), made when new. */
export async function findOrCreateCity(db: Database, tenantId: number, name: string): Promise<number> {
  const [found] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.tenantId, tenantId), sql`lower(${cities.name}) = lower(${name})`))
    .limit(1);
  if (found) return found.id;
  const [made] = await db.insert(cities).values({ tenantId, name }).returning({ id: cities.id });
  return made!.id;
}

/** The tenant's sport of that name (any case), made when new. */
export async function findOrCreateSport(
  db: Database,
  tenantId: number,
  values: { name: string; sportGroup: 'Team' | 'Individual' | 'Precision'; isTeamSport: boolean },
): Promise<number> {
  const [found] = await db
    .select({ id: sports.id })
    .from(sports)
    .where(and(eq(sports.tenantId, tenantId), sql`lower(${sports.name}) = lower(${values.name})`))
    .limit(1);
  if (found) return found.id;
  const [made] = await db
    .insert(sports)
    .values({ tenantId, ...values })
    .returning({ id: sports.id });
  return made!.id;
}

/** The tenant's category of that name (any case), made when new. */
export async function findOrCreateCategory(db: Database, tenantId: number, name: string): Promise<number> {
  const [found] = await db
    .select({ id: sportCategories.id })
    .from(sportCategories)
    .where(and(eq(sportCategories.tenantId, tenantId), sql`lower(${sportCategories.name}) = lower(${name})`))
    .limit(1);
  if (found) return found.id;
  const [made] = await db.insert(sportCategories).values({ tenantId, name }).returning({ id: sportCategories.id });
  return made!.id;
}

/**
 * One sport category of the event, its sport and its named category, locked FOR UPDATE until the
 * transaction ends: registrations lock the same row, so the places counted stay true while the
 * capacity changes. Undefined when the id is not a category of this event.
 */
export async function lockEventCategory(db: Database, eventId: number, eventSportCategoryId: number) {
  const [row] = await db
    .select({ esc: eventSportCategories, category: sportCategories, isTeamSport: sports.isTeamSport, placesTaken: placesTakenSql })
    .from(eventSportCategories)
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId))
    .where(and(eq(eventSportCategories.id, eventSportCategoryId), eq(eventSportCategories.eventId, eventId)))
    .for('update', { of: eventSportCategories });
  return row;
}

/** Sets the entry rules of one of the tenant's named categories (they hold at every event using it). */
export async function updateCategoryRules(
  db: Database,
  tenantId: number,
  sportCategoryId: number,
  rules: Partial<Pick<typeof sportCategories.$inferInsert, 'gender' | 'minAge' | 'maxAge'>>,
) {
  if (Object.keys(rules).length === 0) return;
  await db
    .update(sportCategories)
    .set(rules)
    .where(and(eq(sportCategories.id, sportCategoryId), eq(sportCategories.tenantId, tenantId)));
}

/** The rules a named category of the tenant has now (gender, ages), or undefined. */
export async function findCategoryRules(db: Database, sportCategoryId: number) {
  const [row] = await db
    .select({ gender: sportCategories.gender, minAge: sportCategories.minAge, maxAge: sportCategories.maxAge })
    .from(sportCategories)
    .where(eq(sportCategories.id, sportCategoryId));
  return row;
}

export type EventChanges = Partial<typeof events.$inferInsert>;
type VenueInput = Omit<typeof venues.$inferInsert, 'id' | 'eventId'>;
type CategoryPlacement = Partial<Omit<typeof eventSportCategories.$inferInsert, 'id' | 'eventId'>>;

export async function insertEvent(db: Database, values: typeof events.$inferInsert): Promise<EventRow> {
  const [event] = await db.insert(events).values(values).returning();
  return event!;
}

export async function updateEvent(db: Database, eventId: number, changes: EventChanges): Promise<EventRow> {
  const [updated] = await db.update(events).set(changes).where(eq(events.id, eventId)).returning();
  return updated!;
}

export async function insertVenue(db: Database, eventId: number, input: VenueInput) {
  const [venue] = await db
    .insert(venues)
    .values({ eventId, ...input })
    .returning();
  return venue!;
}

export async function updateVenue(db: Database, venueId: number, input: Partial<VenueInput>) {
  const [after] = await db.update(venues).set(input).where(eq(venues.id, venueId)).returning();
  return after;
}

export async function deleteVenue(db: Database, venueId: number): Promise<void> {
  await db.delete(venues).where(eq(venues.id, venueId));
}

/** A venue of the event, or undefined. */
export async function findEventVenue(db: Database, eventId: number, venueId: number) {
  const [venue] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.id, venueId), eq(venues.eventId, eventId)))
    .limit(1);
  return venue;
}

export async function insertEventCategory(db: Database, values: typeof eventSportCategories.$inferInsert) {
  const [row] = await db.insert(eventSportCategories).values(values).returning();
  return row!;
}

export async function updateEventCategory(db: Database, eventSportCategoryId: number, changes: CategoryPlacement) {
  const [after] = await db.update(eventSportCategories).set(changes).where(eq(eventSportCategories.id, eventSportCategoryId)).returning();
  return after;
}

export async function deleteEventCategory(db: Database, eventSportCategoryId: number): Promise<void> {
  await db.delete(eventSportCategories).where(eq(eventSportCategories.id, eventSportCategoryId));
}

/** A sport category of the event, or undefined. */
export async function findEventCategory(db: Database, eventId: number, eventSportCategoryId: number) {
  const [row] = await db
    .select()
    .from(eventSportCategories)
    .where(and(eq(eventSportCategories.id, eventSportCategoryId), eq(eventSportCategories.eventId, eventId)))
    .limit(1);
  return row;
}

/** Whether the category's timed heats are drawn (its first round exists). */
export async function hasTimedRounds(db: Database, eventSportCategoryId: number): Promise<boolean> {
  const [drawn] = await db
    .select({ id: timedRounds.id })
    .from(timedRounds)
    .where(eq(timedRounds.eventSportCategoryId, eventSportCategoryId));
  return drawn !== undefined;
}
