import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendance, eventSportCategories, events, fixtures, registrations, sports } from '../../db/schema/index';
import { DomainError } from '../../errors/domain-error';
import { withSportAndCategory } from '../../db/event-sport-category-join';
import { fixtureWithNames, withVenueAndSides } from '../../db/fixture-sides-join';

export async function findEventOfTenant(db: Database, tenantId: number, eventId: number) {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.tenantId, tenantId)));
  return event;
}

/** Scheduled matches of the event, both sides known, due by `dueBy` and started after `since`. */
export async function listDueMatchesWithBothSides(db: Database, eventId: number, dueBy: Date, since: Date) {
  return withVenueAndSides(
    withSportAndCategory(
      db
        .select({ ...fixtureWithNames, isTeamSport: sports.isTeamSport, teamSizeMin: eventSportCategories.teamSizeMin })
        .from(fixtures)
        .$dynamic(),
      fixtures.eventSportCategoryId,
    ),
  ).where(
    and(
      eq(eventSportCategories.eventId, eventId),
      // Both sides known: a side still to be decided cannot be short of players.
      isNotNull(fixtures.homeTeamId),
      isNotNull(fixtures.awayTeamId),
      eq(fixtures.status, 'scheduled'),
      eq(fixtures.isScheduled, true),
      lte(fixtures.startsAt, dueBy),
      sql`${fixtures.startsAt} > ${since}`,
    ),
  );
}

/** Checked-in members per team, category and day (one per person), undone check-ins not at all. */
export async function countCheckedInByTeam(db: Database, eventId: number, teamIds: number[]) {
  return db
    .select({
      teamId: registrations.teamId,
      escId: attendance.eventSportCategoryId,
      day: attendance.eventDay,
      people: sql<number>`count(distinct ${attendance.userId})::int`,
    })
    .from(attendance)
    .innerJoin(
      registrations,
      and(
        eq(registrations.userId, attendance.userId),
        eq(registrations.eventSportCategoryId, attendance.eventSportCategoryId),
        eq(registrations.status, 'confirmed'),
      ),
    )
    .where(
      and(
        eq(attendance.eventId, eventId),
        eq(attendance.direction, 'check-in'),
        isNull(attendance.undoneAt),
        inArray(registrations.teamId, teamIds),
      ),
    )
    .groupBy(registrations.teamId, attendance.eventSportCategoryId, attendance.eventDay);
}

/** A fixture of one of the tenant's events with its event id, or 404 (another tenant's id is not found here). */
export async function findFixtureOfTenant(db: Database, tenantId: number, fixtureId: number) {
  const [row] = await db
    .select({ id: fixtures.id, eventId: events.id, homeTeamId: fixtures.homeTeamId, awayTeamId: fixtures.awayTeamId })
    .from(fixtures)
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, fixtures.eventSportCategoryId))
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .where(and(eq(fixtures.id, fixtureId), eq(events.tenantId, tenantId)));
  if (!row) throw new DomainError('NOT_FOUND', 'This match was not found on this site.');
  return row;
}
