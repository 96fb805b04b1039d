import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { registrationListQuerySchema } from '@podium/contracts/admin/admin-registrations';
import type { Database } from '../../../db/client';
import {
  companies,
  eventSportCategories,
  registrations,
  sportCategories,
  sports,
  teams,
  users,
  waitlistEntries,
} from '../../../db/schema/index';
import { withSportAndCategory } from '../../../db/event-sport-category-join';

type ListQuery = z.output<typeof registrationListQuerySchema>;

const registrationColumns = {
  id: registrations.id,
  status: registrations.status,
  createdAt: registrations.createdAt,
  eventSportCategoryId: registrations.eventSportCategoryId,
  teamId: registrations.teamId,
  sportName: sports.name,
  categoryName: sportCategories.name,
  user: { id: users.id, name: users.name, phone: users.phone, email: users.email, companyName: companies.name },
  teamName: teams.name,
};

function registrationQuery(db: Database, where: SQL | undefined) {
  return withSportAndCategory(db.select(registrationColumns).from(registrations).$dynamic(), registrations.eventSportCategoryId)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(teams, eq(teams.id, registrations.teamId))
    .where(where);
}

export type RegistrationRow = Awaited<ReturnType<typeof registrationQuery>>[number];

/** The event's registrations, newest first, filtered. The event is already known to be this tenant's. */
export async function listEventRegistrations(db: Database, eventId: number, query: ListQuery) {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : null;
  return registrationQuery(
    db,
    and(
      eq(eventSportCategories.eventId, eventId),
      query.status ? eq(registrations.status, query.status) : undefined,
      query.eventSportCategoryId ? eq(registrations.eventSportCategoryId, query.eventSportCategoryId) : undefined,
      query.teamId ? eq(registrations.teamId, query.teamId) : undefined,
      pattern ? or(ilike(users.name, pattern), ilike(users.phone, pattern), ilike(users.email, pattern)) : undefined,
    ),
  )
    .orderBy(desc(registrations.createdAt), desc(registrations.id))
    .limit(query.limit);
}

/** The open waiting-list entries of an event's categories, each category's queue in offer order. */
export async function listEventWaitlist(db: Database, eventId: number) {
  return withSportAndCategory(
    db
      .select({
        id: waitlistEntries.id,
        eventSportCategoryId: waitlistEntries.eventSportCategoryId,
        sportName: sports.name,
        categoryName: sportCategories.name,
        status: waitlistEntries.status,
        joinedAt: waitlistEntries.joinedAt,
        offerExpiresAt: waitlistEntries.offerExpiresAt,
        person: { id: users.id, name: users.name, phone: users.phone, companyName: companies.name },
      })
      .from(waitlistEntries)
      .$dynamic(),
    waitlistEntries.eventSportCategoryId,
  )
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(eventSportCategories.eventId, eventId), inArray(waitlistEntries.status, ['waiting', 'offered'])))
    .orderBy(asc(sports.name), asc(sportCategories.name), asc(waitlistEntries.eventSportCategoryId), asc(waitlistEntries.id));
}

/** One registration of the event (another event's or tenant's is not found). */
export async function findEventRegistration(db: Database, eventId: number, registrationId: number) {
  const [row] = await registrationQuery(db, and(eq(registrations.id, registrationId), eq(eventSportCategories.eventId, eventId))).limit(1);
  return row;
}

/** The event's teams with their sport category and confirmed or pending members. */
export async function listEventTeams(db: Database, eventId: number) {
  return withSportAndCategory(
    db
      .select({
        id: teams.id,
        name: teams.name,
        eventSportCategoryId: teams.eventSportCategoryId,
        sportName: sports.name,
        categoryName: sportCategories.name,
        companyName: companies.name,
        members: sql<number>`(select count(*)::int from registrations r where r.team_id = "teams"."id" and r.status <> 'withdrawn')`,
      })
      .from(teams)
      .$dynamic(),
    teams.eventSportCategoryId,
  )
    .leftJoin(companies, eq(companies.id, teams.companyId))
    .where(eq(eventSportCategories.eventId, eventId))
    .orderBy(asc(sports.name), asc(sportCategories.name), asc(teams.name));
}

/** The event's sport categories by lower-case "sport|category", for the import. */
export async function eventCategoryIndex(db: Database, eventId: number) {
  const rows = await db
    .select({ id: eventSportCategories.id, sportName: sports.name, categoryName: sportCategories.name, isTeamSport: sports.isTeamSport })
    .from(eventSportCategories)
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId))
    .where(eq(eventSportCategories.eventId, eventId));
  return new Map(rows.map((row) => [`${row.sportName.toLowerCase()}|${row.categoryName.toLowerCase()}`, row]));
}

export type RegistrationChanges = Partial<typeof registrations.$inferInsert>;

export async function updateRegistration(db: Database, registrationId: number, changes: RegistrationChanges): Promise<void> {
  await db.update(registrations).set(changes).where(eq(registrations.id, registrationId));
}

export async function findTeam(db: Database, teamId: number) {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId)).limit(1);
  return team;
}

/** The teams of the categories with their names in lower case (for matching imported team names). */
export function listTeamsWithLowerNames(db: Database, eventSportCategoryIds: number[]) {
  return db
    .select({ id: teams.id, eventSportCategoryId: teams.eventSportCategoryId, name: sql<string>`lower(${teams.name})` })
    .from(teams)
    .where(and(inArray(teams.eventSportCategoryId, eventSportCategoryIds)));
}
