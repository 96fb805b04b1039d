import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  cities,
  eventSportCategories,
  events,
  fixtures,
  registrations,
  timedHeats,
  sportCategories,
  sports,
  teams,
  venues,
  placings,
} from '../../db/schema/index';
import { awayTeams, homeTeams, withVenueAndSides } from '../../db/fixture-sides-join';

/** A transaction handle (Drizzle passes one to `db.transaction`). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * One sport category of an event, locked FOR UPDATE until the transaction ends: registrations for
 * the same category queue behind each other, so capacity and team counts cannot be overrun.
 */
export async function lockSportCategory(tx: Transaction, eventId: number, eventSportCategoryId: number) {
  const [row] = await tx
    .select({ esc: eventSportCategories, sport: sports, category: sportCategories })
    .from(eventSportCategories)
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId))
    .where(and(eq(eventSportCategories.id, eventSportCategoryId), eq(eventSportCategories.eventId, eventId)))
    .for('update', { of: eventSportCategories });
  return row;
}
export type LockedCategory = NonNullable<Awaited<ReturnType<typeof lockSportCategory>>>;

/** `lockSportCategory` by the category alone, for a row already known to exist (a registration's or a team's). */
export async function lockSportCategoryById(tx: Transaction, eventSportCategoryId: number): Promise<LockedCategory> {
  const [esc] = await tx.select().from(eventSportCategories).where(eq(eventSportCategories.id, eventSportCategoryId));
  return (await lockSportCategory(tx, esc!.eventId, eventSportCategoryId))!;
}

export async function findFirstFixtureAt(tx: Transaction, eventSportCategoryId: number): Promise<Date | null> {
  const [row] = await tx
    // The first match, or a timed category's first heat (issue 32).
    .select({
      at: sql<
        Date | string | null
      >`least(min(${fixtures.startsAt}), (select min(${timedHeats.startsAt}) from ${timedHeats} where ${timedHeats.eventSportCategoryId} = ${eventSportCategoryId}))`,
    })
    .from(fixtures)
    .where(eq(fixtures.eventSportCategoryId, eventSportCategoryId));
  return row?.at ? new Date(row.at) : null;
}

export async function findRegistration(tx: Transaction, userId: number, eventSportCategoryId: number) {
  const [row] = await tx
    .select()
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.eventSportCategoryId, eventSportCategoryId)))
    .for('update');
  return row;
}

export async function countActiveRegistrations(tx: Transaction, eventSportCategoryId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(registrations)
    .where(and(eq(registrations.eventSportCategoryId, eventSportCategoryId), ne(registrations.status, 'withdrawn')));
  return row?.count ?? 0;
}

export async function countTeams(tx: Transaction, eventSportCategoryId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(teams)
    .where(eq(teams.eventSportCategoryId, eventSportCategoryId));
  return row?.count ?? 0;
}

export async function countTeamMembers(tx: Transaction, teamId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(registrations)
    .where(and(eq(registrations.teamId, teamId), ne(registrations.status, 'withdrawn')));
  return row?.count ?? 0;
}

export async function findTeamByJoinCode(tx: Transaction, eventSportCategoryId: number, joinCode: string) {
  const [row] = await tx
    .select()
    .from(teams)
    .where(and(eq(teams.eventSportCategoryId, eventSportCategoryId), eq(teams.joinCode, joinCode.toUpperCase())));
  return row;
}

/** The person's registrations (all events, or one), with event, sport, category, venue and team. */
export async function listUserRegistrations(db: Database, userId: number, eventId?: number) {
  return db
    .select({
      registration: registrations,
      event: events,
      cityName: cities.name,
      sport: { id: sports.id, name: sports.name },
      isTeamSport: sports.isTeamSport,
      category: { id: sportCategories.id, name: sportCategories.name },
      venue: { id: venues.id, name: venues.name, address: venues.address },
      team: { id: teams.id, name: teams.name, joinCode: teams.joinCode, createdByUserId: teams.createdByUserId },
      teamSizeMax: eventSportCategories.teamSizeMax,
      memberCount: sql<number>`(select count(*)::int from ${registrations} r2 where r2.team_id = ${teams.id} and r2.status <> 'withdrawn')`,
      firstFixtureAt: sql<
        Date | string | null
      >`least((select min(${fixtures.startsAt}) from ${fixtures} where ${fixtures.eventSportCategoryId} = ${eventSportCategories.id}), (select min(${timedHeats.startsAt}) from ${timedHeats} where ${timedHeats.eventSportCategoryId} = ${eventSportCategories.id}))`,
    })
    .from(registrations)
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, registrations.eventSportCategoryId))
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .innerJoin(cities, eq(cities.id, events.cityId))
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId))
    .innerJoin(venues, eq(venues.id, eventSportCategories.venueId))
    .leftJoin(teams, eq(teams.id, registrations.teamId))
    .where(and(eq(registrations.userId, userId), eventId ? eq(events.id, eventId) : undefined))
    .orderBy(asc(events.startsOn), asc(sports.name), asc(sportCategories.id));
}
export type UserRegistrationRow = Awaited<ReturnType<typeof listUserRegistrations>>[number];

/** Fixtures not yet finished in the given categories, soonest first, with team names and venue. */
export async function listUpcomingFixtures(db: Database, eventSportCategoryIds: number[]) {
  if (eventSportCategoryIds.length === 0) return [];
  return withVenueAndSides(
    db.select({ fixture: fixtures, homeName: homeTeams.name, awayName: awayTeams.name, venueName: venues.name }).from(fixtures).$dynamic(),
  )
    .where(
      and(
        inArray(fixtures.eventSportCategoryId, eventSportCategoryIds),
        or(eq(fixtures.status, 'scheduled'), eq(fixtures.status, 'live')),
        // A drawn match without a time yet is nobody's "next match" (its time is a placeholder).
        or(eq(fixtures.isScheduled, true), eq(fixtures.status, 'live')),
      ),
    )
    .orderBy(asc(fixtures.startsAt));
}

/** The placings of the given categories (a category with any is decided). */
export async function listCategoryPlacings(db: Database, eventSportCategoryIds: number[]) {
  if (eventSportCategoryIds.length === 0) return [];
  return db
    .select({ eventSportCategoryId: placings.eventSportCategoryId, teamId: placings.teamId, place: placings.place })
    .from(placings)
    .where(inArray(placings.eventSportCategoryId, eventSportCategoryIds));
}
export type CategoryPlacing = Awaited<ReturnType<typeof listCategoryPlacings>>[number];

/** Teams of a company at an event, with their member counts (join codes are shared person to person). */
export async function listCompanyTeams(db: Database, eventId: number, companyId: number) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      eventSportCategoryId: teams.eventSportCategoryId,
      memberCount: sql<number>`(select count(*)::int from ${registrations} r2 where r2.team_id = ${teams.id} and r2.status <> 'withdrawn')`,
    })
    .from(teams)
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, teams.eventSportCategoryId))
    .where(and(eq(eventSportCategories.eventId, eventId), eq(teams.companyId, companyId)))
    .orderBy(asc(teams.name));
}

export type RegistrationStatus = (typeof registrations.$inferSelect)['status'];

/** Registers the person again on their earlier row (a withdrawn or expired one), as a new entry at `now`. */
export async function reviveRegistration(
  tx: Transaction,
  registrationId: number,
  values: { status: RegistrationStatus; teamId: number | null; createdAt: Date },
): Promise<void> {
  await tx.update(registrations).set(values).where(eq(registrations.id, registrationId));
}

export async function insertRegistration(
  tx: Transaction,
  values: { userId: number; eventSportCategoryId: number; teamId: number | null; status: RegistrationStatus; createdAt: Date },
): Promise<number> {
  const [created] = await tx.insert(registrations).values(values).returning({ id: registrations.id });
  return created!.id;
}

export async function findTeamNamed(tx: Transaction, eventSportCategoryId: number, name: string) {
  const [sameName] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.eventSportCategoryId, eventSportCategoryId), eq(teams.name, name)));
  return sameName;
}

/** One of the person's registrations, locked for the transaction, or undefined. */
export async function lockUserRegistration(tx: Transaction, userId: number, registrationId: number) {
  const [row] = await tx
    .select()
    .from(registrations)
    .where(and(eq(registrations.id, registrationId), eq(registrations.userId, userId)))
    .for('update');
  return row;
}

export async function markRegistrationWithdrawn(tx: Transaction, registrationId: number): Promise<void> {
  await tx.update(registrations).set({ status: 'withdrawn' }).where(eq(registrations.id, registrationId));
}
