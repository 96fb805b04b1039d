import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  companies,
  events,
  eventSportCategories,
  fixtures,
  placings,
  sportCategories,
  sports,
  teams,
  venues,
} from '../../../db/schema/index';
import { withSportAndCategory } from '../../../db/event-sport-category-join';
import { awayTeams, homeTeams, withVenueAndSides } from '../../../db/fixture-sides-join';

/** The fixtures of an event (optionally one), with sport, category, venue and team names. */
export async function listEventFixtures(db: Database, eventId: number, fixtureId?: number) {
  const rows = await withVenueAndSides(
    withSportAndCategory(
      db
        .select({
          fixture: fixtures,
          sportName: sports.name,
          categoryName: sportCategories.name,
          venueName: venues.name,
          home: { id: homeTeams.id, name: homeTeams.name },
          away: { id: awayTeams.id, name: awayTeams.name },
        })
        .from(fixtures)
        .$dynamic(),
      fixtures.eventSportCategoryId,
    ),
  )
    .where(and(eq(eventSportCategories.eventId, eventId), fixtureId ? eq(fixtures.id, fixtureId) : undefined))
    .orderBy(asc(fixtures.startsAt), asc(fixtures.id));
  return rows.map((row) => ({
    id: row.fixture.id,
    eventSportCategoryId: row.fixture.eventSportCategoryId,
    sportName: row.sportName,
    categoryName: row.categoryName,
    venueName: row.venueName,
    round: row.fixture.round,
    startsAt: row.fixture.startsAt.toISOString(),
    isScheduled: row.fixture.isScheduled,
    status: row.fixture.status,
    homeTeam: row.home?.id ? { id: row.home.id, name: row.home.name } : null,
    awayTeam: row.away?.id ? { id: row.away.id, name: row.away.name } : null,
    homeScore: row.fixture.homeScore,
    awayScore: row.fixture.awayScore,
    winnerTeamId: row.fixture.winnerTeamId,
    sets: row.fixture.sets,
    decidedBy: row.fixture.decidedBy,
    shootout: row.fixture.shootout,
  }));
}

/** Each sport category of the event with its teams (company, confirmed members) and final placings. */
export async function listResultsCategories(db: Database, eventId: number) {
  const categories = await db
    .select({ eventSportCategoryId: eventSportCategories.id, sportName: sports.name, categoryName: sportCategories.name })
    .from(eventSportCategories)
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId))
    .where(eq(eventSportCategories.eventId, eventId))
    .orderBy(asc(sports.name), asc(sportCategories.name));
  const ids = categories.map((category) => category.eventSportCategoryId);
  if (ids.length === 0) return [];
  const teamRows = await db
    .select({
      id: teams.id,
      eventSportCategoryId: teams.eventSportCategoryId,
      name: teams.name,
      companyName: companies.name,
      members: sql<number>`(select count(*)::int from registrations r where r.team_id = "teams"."id" and r.status = 'confirmed')`,
    })
    .from(teams)
    .leftJoin(companies, eq(companies.id, teams.companyId))
    .where(inArray(teams.eventSportCategoryId, ids))
    .orderBy(asc(teams.name));
  const placingRows = await db
    .select({ eventSportCategoryId: placings.eventSportCategoryId, teamId: placings.teamId, teamName: teams.name, place: placings.place })
    .from(placings)
    .innerJoin(teams, eq(teams.id, placings.teamId))
    .where(inArray(placings.eventSportCategoryId, ids))
    .orderBy(asc(placings.place), asc(teams.name));
  return categories.map((category) => ({
    ...category,
    teams: teamRows
      .filter((team) => team.eventSportCategoryId === category.eventSportCategoryId)
      .map(({ eventSportCategoryId: _esc, ...team }) => team),
    placings: placingRows
      .filter((placing) => placing.eventSportCategoryId === category.eventSportCategoryId)
      .map(({ eventSportCategoryId: _esc, ...placing }) => placing),
  }));
}

/** The id of one of the tenant's events, or undefined. */
export async function findEventIdOfTenant(db: Database, tenantId: number, eventId: number) {
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.tenantId, tenantId)));
  return event;
}

/** A sport category of the event, or undefined. */
export async function findEventCategory(db: Database, eventId: number, eventSportCategoryId: number) {
  const [category] = await db
    .select()
    .from(eventSportCategories)
    .where(and(eq(eventSportCategories.id, eventSportCategoryId), eq(eventSportCategories.eventId, eventId)));
  return category;
}

/** A venue of the event, or undefined. */
export async function findEventVenue(db: Database, eventId: number, venueId: number) {
  const [venue] = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.id, venueId), eq(venues.eventId, eventId)));
  return venue;
}

/** Those of the teams that belong to the category. */
export function findTeamsOfCategory(db: Database, eventSportCategoryId: number, teamIds: number[]) {
  return db
    .select({ id: teams.id })
    .from(teams)
    .where(and(inArray(teams.id, teamIds), eq(teams.eventSportCategoryId, eventSportCategoryId)));
}
