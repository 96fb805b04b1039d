import { and, asc, eq, gte, inArray, ne, not, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { hasUndecidedFixtures } from '../../db/undecided-fixtures';
import {
  categoryFees,
  cities,
  companies,
  eventSportCategories,
  events,
  fixtures,
  timedHeats,
  galleryImages,
  placings,
  registrations,
  waitlistEntries,
  sportCategories,
  sports,
  teams,
  users,
  venues,
} from '../../db/schema/index';
import { withSportAndCategory } from '../../db/event-sport-category-join';
import { awayTeams, homeTeams, withVenueAndSides } from '../../db/fixture-sides-join';

export type EventRow = typeof events.$inferSelect & { cityName: string };

/** Published events of a tenant with their city, soonest first; optionally one city, ending on or after a day. */
export async function listPublishedEvents(db: Database, tenantId: number, filter: { cityId?: number; fromDay?: string } = {}) {
  const rows = await db
    .select({ event: events, cityName: cities.name })
    .from(events)
    .innerJoin(cities, eq(cities.id, events.cityId))
    .where(
      and(
        eq(events.tenantId, tenantId),
        eq(events.isPublished, true),
        filter.cityId ? eq(events.cityId, filter.cityId) : undefined,
        filter.fromDay ? gte(events.endsOn, filter.fromDay) : undefined,
      ),
    )
    .orderBy(asc(events.startsOn), asc(events.id));
  return rows.map((row): EventRow => ({ ...row.event, cityName: row.cityName }));
}

/** Sports played at each of the given events. */
export async function listSportsOfEvents(db: Database, eventIds: number[]) {
  if (eventIds.length === 0) return [];
  return db
    .selectDistinct({ eventId: eventSportCategories.eventId, id: sports.id, name: sports.name, group: sports.sportGroup })
    .from(eventSportCategories)
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .where(inArray(eventSportCategories.eventId, eventIds))
    .orderBy(asc(sports.name));
}

/**
 * The event's venues, sports, categories and sport categories (with entries taken and first match).
 * The counts come from one grouped pass each, not a subquery per category: with one big category
 * the planner seq-scanned all registrations once per category (70 ms for 48 categories and 20,000
 * registrations, measured in the event-day mix).
 */
export async function loadEventCatalogue(db: Database, eventId: number) {
  const ofEvent = (escId: AnyPgColumn) =>
    inArray(escId, db.select({ id: eventSportCategories.id }).from(eventSportCategories).where(eq(eventSportCategories.eventId, eventId)));
  const teamCounts = db
    .select({ escId: teams.eventSportCategoryId, count: sql<number>`count(*)::int`.as('team_count') })
    .from(teams)
    .where(ofEvent(teams.eventSportCategoryId))
    .groupBy(teams.eventSportCategoryId)
    .as('team_counts');
  const personCounts = db
    .select({ escId: registrations.eventSportCategoryId, count: sql<number>`count(*)::int`.as('person_count') })
    .from(registrations)
    .where(and(ofEvent(registrations.eventSportCategoryId), ne(registrations.status, 'withdrawn')))
    .groupBy(registrations.eventSportCategoryId)
    .as('person_counts');
  // The waiting lists (issue 33 §5): people waiting or holding an offer, per category.
  const waitingCounts = db
    .select({ escId: waitlistEntries.eventSportCategoryId, count: sql<number>`count(*)::int`.as('waiting_count') })
    .from(waitlistEntries)
    .where(and(ofEvent(waitlistEntries.eventSportCategoryId), inArray(waitlistEntries.status, ['waiting', 'offered'])))
    .groupBy(waitlistEntries.eventSportCategoryId)
    .as('waiting_counts');
  const firstFixtures = db
    .select({ escId: fixtures.eventSportCategoryId, at: sql<string | null>`min(${fixtures.startsAt})`.as('first_fixture_at') })
    .from(fixtures)
    .where(ofEvent(fixtures.eventSportCategoryId))
    .groupBy(fixtures.eventSportCategoryId)
    .as('first_fixtures');
  // A timed category's first heat closes its registration as a first match does (issue 32).
  const firstHeats = db
    .select({ escId: timedHeats.eventSportCategoryId, at: sql<string | null>`min(${timedHeats.startsAt})`.as('first_heat_at') })
    .from(timedHeats)
    .where(ofEvent(timedHeats.eventSportCategoryId))
    .groupBy(timedHeats.eventSportCategoryId)
    .as('first_heats');
  const [venueRows, escRows] = await Promise.all([
    db.select().from(venues).where(eq(venues.eventId, eventId)).orderBy(asc(venues.name)),
    db
      .select({
        esc: eventSportCategories,
        sport: sports,
        category: sportCategories,
        teamCount: sql<number>`coalesce(${teamCounts.count}, 0)`,
        personCount: sql<number>`coalesce(${personCounts.count}, 0)`,
        waitingCount: sql<number>`coalesce(${waitingCounts.count}, 0)`,
        firstFixtureAt: sql<string | null>`least(${firstFixtures.at}, ${firstHeats.at})`,
        fee: categoryFees,
      })
      .from(eventSportCategories)
      .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
      .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId))
      .leftJoin(teamCounts, eq(teamCounts.escId, eventSportCategories.id))
      .leftJoin(personCounts, eq(personCounts.escId, eventSportCategories.id))
      .leftJoin(waitingCounts, eq(waitingCounts.escId, eventSportCategories.id))
      .leftJoin(firstFixtures, eq(firstFixtures.escId, eventSportCategories.id))
      .leftJoin(firstHeats, eq(firstHeats.escId, eventSportCategories.id))
      .leftJoin(categoryFees, eq(categoryFees.eventSportCategoryId, eventSportCategories.id))
      .where(eq(eventSportCategories.eventId, eventId))
      .orderBy(asc(sports.id), asc(sportCategories.id)),
  ]);
  return { venueRows, escRows };
}
export type CatalogueRow = Awaited<ReturnType<typeof loadEventCatalogue>>['escRows'][number];

/** Teams of an event with their company and members (confirmed registrations). */
export async function listTeamsWithMembers(db: Database, eventId: number) {
  const memberCompany = alias(companies, 'member_company');
  return db
    .select({
      team: teams,
      sportId: eventSportCategories.sportId,
      categoryId: eventSportCategories.sportCategoryId,
      companyName: companies.name,
      memberName: users.name,
      memberCompany: memberCompany.name,
      memberHidesName: users.hideNameOnPublicPages,
    })
    .from(teams)
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, teams.eventSportCategoryId))
    .leftJoin(companies, eq(companies.id, teams.companyId))
    .leftJoin(registrations, and(eq(registrations.teamId, teams.id), eq(registrations.status, 'confirmed')))
    .leftJoin(users, eq(users.id, registrations.userId))
    .leftJoin(memberCompany, eq(memberCompany.id, users.companyId))
    .where(eq(eventSportCategories.eventId, eventId))
    .orderBy(asc(teams.name), asc(users.name));
}

/** Fixtures of an event with sport, category, venue and both teams, in time order. */
export async function listFixtures(db: Database, eventId: number, filter: { sportId?: number; venueId?: number; status?: string } = {}) {
  const homeCompany = alias(companies, 'home_company');
  const awayCompany = alias(companies, 'away_company');
  return withVenueAndSides(
    withSportAndCategory(
      db
        .select({
          fixture: fixtures,
          sport: { id: sports.id, name: sports.name },
          category: { id: sportCategories.id, name: sportCategories.name },
          venue: { id: venues.id, name: venues.name },
          homeName: homeTeams.name,
          homeCompany: homeCompany.name,
          awayName: awayTeams.name,
          awayCompany: awayCompany.name,
        })
        .from(fixtures)
        .$dynamic(),
      fixtures.eventSportCategoryId,
    ),
  )
    .leftJoin(homeCompany, eq(homeCompany.id, homeTeams.companyId))
    .leftJoin(awayCompany, eq(awayCompany.id, awayTeams.companyId))
    .where(
      and(
        eq(eventSportCategories.eventId, eventId),
        filter.sportId ? eq(eventSportCategories.sportId, filter.sportId) : undefined,
        filter.venueId ? eq(fixtures.venueId, filter.venueId) : undefined,
        filter.status ? eq(fixtures.status, filter.status as 'scheduled') : undefined,
      ),
    )
    .orderBy(asc(fixtures.startsAt), asc(fixtures.id));
}
export type FixtureListRow = Awaited<ReturnType<typeof listFixtures>>[number];

/** Final placings of an event with team, company, sport and category. */
export async function listPlacings(db: Database, eventId: number) {
  return (
    db
      .select({
        eventSportCategoryId: placings.eventSportCategoryId,
        place: placings.place,
        team: { id: teams.id, name: teams.name },
        companyId: companies.id,
        companyName: companies.name,
        sport: { id: sports.id, name: sports.name },
        category: { id: sportCategories.id, name: sportCategories.name },
      })
      .from(placings)
      .innerJoin(eventSportCategories, eq(eventSportCategories.id, placings.eventSportCategoryId))
      .innerJoin(teams, eq(teams.id, placings.teamId))
      .leftJoin(companies, eq(companies.id, teams.companyId))
      .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
      .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId))
      // Placings of a category whose deciding matches are unfinished are not public (issue 17).
      .where(and(eq(eventSportCategories.eventId, eventId), not(hasUndecidedFixtures(placings.eventSportCategoryId))))
      .orderBy(asc(sports.id), asc(sportCategories.id), asc(placings.place))
  );
}

/** Categories of an event whose deciding matches are still to be played: their placings stay hidden (issue 17). */
export async function listUndecidedCategories(db: Database, eventId: number) {
  return db
    .select({
      eventSportCategoryId: eventSportCategories.id,
      sport: { id: sports.id, name: sports.name },
      category: { id: sportCategories.id, name: sportCategories.name },
    })
    .from(eventSportCategories)
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId))
    .where(and(eq(eventSportCategories.eventId, eventId), hasUndecidedFixtures(eventSportCategories.id)))
    .orderBy(asc(sports.id), asc(sportCategories.id));
}

export async function listGalleryImages(db: Database, eventId: number) {
  return db
    .select()
    .from(galleryImages)
    .where(eq(galleryImages.eventId, eventId))
    .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.id));
}

/** A published event of the tenant by id, with its city name. */
export async function findPublishedEvent(db: Pick<Database, 'select'>, tenantId: number, eventId: number): Promise<EventRow | undefined> {
  const [row] = await db
    .select({ event: events, cityName: cities.name })
    .from(events)
    .innerJoin(cities, eq(cities.id, events.cityId))
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId), eq(events.isPublished, true)));
  return row ? { ...row.event, cityName: row.cityName } : undefined;
}

/**
 * The events whose public reads show this member: their name and company appear in the teams of
 * every event they hold a confirmed place in (listTeamsWithMembers). A profile edit changes those
 * events' public answers and no others.
 */
export async function listEventIdsShowingMember(db: Database, tenantId: number, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ eventId: eventSportCategories.eventId })
    .from(registrations)
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, registrations.eventSportCategoryId))
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .where(and(eq(registrations.userId, userId), eq(registrations.status, 'confirmed'), eq(events.tenantId, tenantId)));
  // And the events where an entry drawn for them still plays under their name (a one-person team
  // outlives a withdrawal: its fixtures stay).
  const drawnFor = await db
    .selectDistinct({ eventId: eventSportCategories.eventId })
    .from(teams)
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, teams.eventSportCategoryId))
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .where(and(eq(teams.createdByUserId, userId), eq(events.tenantId, tenantId)));
  return [...new Set([...rows, ...drawnFor].map((row) => row.eventId))];
}
