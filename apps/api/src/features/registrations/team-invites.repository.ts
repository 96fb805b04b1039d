import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  cities,
  companies,
  eventSportCategories,
  events,
  fixtures,
  registrations,
  sportCategories,
  sports,
  teams,
  users,
} from '../../db/schema/index';
import type { Transaction } from './registrations.repository';

/**
 * The team an invite code opens, with its event (of this tenant, published), sport, category,
 * company, captain's name and member count; undefined for an unknown code or another tenant's team.
 */
export async function findTeamByInviteCode(db: Database, tenantId: number, inviteCode: string) {
  const [row] = await db
    .select({
      team: teams,
      event: events,
      cityName: cities.name,
      esc: eventSportCategories,
      sportName: sports.name,
      isTeamSport: sports.isTeamSport,
      categoryName: sportCategories.name,
      companyName: companies.name,
      captainName: users.name,
      memberCount: sql<number>`(select count(*)::int from ${registrations} r2 where r2.team_id = ${teams.id} and r2.status <> 'withdrawn')`,
      firstFixtureAt: sql<
        Date | string | null
      >`(select min(${fixtures.startsAt}) from ${fixtures} where ${fixtures.eventSportCategoryId} = ${eventSportCategories.id})`,
      isCaptainActive: sql<boolean>`exists (select 1 from ${registrations} r3 where r3.team_id = ${teams.id} and r3.user_id = ${teams.createdByUserId} and r3.status <> 'withdrawn')`,
    })
    .from(teams)
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, teams.eventSportCategoryId))
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .innerJoin(cities, eq(cities.id, events.cityId))
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId))
    .leftJoin(companies, eq(companies.id, teams.companyId))
    .leftJoin(users, eq(users.id, teams.createdByUserId))
    .where(and(eq(teams.inviteCode, inviteCode), eq(events.tenantId, tenantId), eq(events.isPublished, true)));
  return row;
}
export type InvitedTeamRow = NonNullable<Awaited<ReturnType<typeof findTeamByInviteCode>>>;

/** A team of this tenant that the person is on (an active registration), or undefined. */
export async function findTeamOfMember(db: Database, tenantId: number, teamId: number, userId: number) {
  const [row] = await db
    .select({ team: teams })
    .from(teams)
    .innerJoin(
      registrations,
      and(eq(registrations.teamId, teams.id), eq(registrations.userId, userId), ne(registrations.status, 'withdrawn')),
    )
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, teams.eventSportCategoryId))
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .where(and(eq(teams.id, teamId), eq(events.tenantId, tenantId)));
  return row?.team;
}

/** The rosters of the given teams: active members, the captain first, then by joining order. */
export async function listTeamMembers(db: Database, teamIds: number[]) {
  if (teamIds.length === 0) return [];
  return db
    .select({
      teamId: registrations.teamId,
      registrationId: registrations.id,
      name: users.name,
      status: registrations.status,
      // Null-safe: a team made by an admin or an import has no captain (`created_by_user_id` null).
      isCaptain: sql<boolean>`coalesce(${registrations.userId} = ${teams.createdByUserId}, false)`,
    })
    .from(registrations)
    .innerJoin(teams, eq(teams.id, registrations.teamId))
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(inArray(registrations.teamId, teamIds), ne(registrations.status, 'withdrawn')))
    .orderBy(desc(sql`${registrations.userId} = ${teams.createdByUserId}`), asc(registrations.id));
}
export type TeamMemberRow = Awaited<ReturnType<typeof listTeamMembers>>[number];

/** The category of a team, or undefined for an unknown team. */
export async function findTeamCategoryId(tx: Transaction, tenantId: number, teamId: number): Promise<number | undefined> {
  // Only this site's teams: another site's member must not even lock a category here.
  const [row] = await tx
    .select({ eventSportCategoryId: teams.eventSportCategoryId })
    .from(teams)
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, teams.eventSportCategoryId))
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .where(and(eq(teams.id, teamId), eq(events.tenantId, tenantId)));
  return row?.eventSportCategoryId;
}

/** Whether the person still holds a place on the team (a captain who withdrew no longer runs it). */
export async function isActiveOnTeam(tx: Transaction, teamId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.teamId, teamId), eq(registrations.userId, userId), ne(registrations.status, 'withdrawn')))
    .limit(1);
  return row !== undefined;
}

/** The team, locked with its registration on it, for the captain's removal; undefined when either is not found. */
export async function lockTeamMember(tx: Transaction, teamId: number, registrationId: number) {
  const [row] = await tx
    .select({ team: teams, registration: registrations, memberName: users.name })
    .from(registrations)
    .innerJoin(teams, eq(teams.id, registrations.teamId))
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(eq(registrations.id, registrationId), eq(registrations.teamId, teamId)))
    .for('update', { of: registrations });
  return row;
}

/** Withdraws a registration (the captain's removal; its money is settled by the caller in the same transaction). */
export async function markWithdrawn(tx: Transaction, registrationId: number): Promise<void> {
  await tx.update(registrations).set({ status: 'withdrawn' }).where(eq(registrations.id, registrationId));
}
