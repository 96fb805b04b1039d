import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withSportAndCategory } from '../../db/event-sport-category-join';
import { awayTeams, homeTeams, withVenueAndSides } from '../../db/fixture-sides-join';
import {
  calendarFeeds,
  eventSportCategories,
  events,
  fixtures,
  registrations,
  sportCategories,
  sports,
  venues,
} from '../../db/schema/index';

/** Registrations that put a person on a team and in a category's days (not withdrawn, not an unpaid hold). */
const HELD_STATUSES = ['confirmed', 'pending'] as const;

/** The person whose feed this token hash opens, on this tenant only. */
export async function findFeedOwner(db: Database, tenantId: number, tokenHash: string) {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(calendarFeeds.tenantId, tenantId)));
  return row;
}

export async function findFeedOfUser(db: Database, tenantId: number, userId: number) {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.tenantId, tenantId)));
  return row;
}

/** Makes the person's feed, or replaces its token (the old one stops at once): one row per person. */
export async function replaceFeedToken(
  db: Database,
  feed: { userId: number; tenantId: number; tokenHash: string; tokenSealed: string; createdAt: Date },
) {
  const [row] = await db
    .insert(calendarFeeds)
    .values(feed)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: feed.tokenHash, tokenSealed: feed.tokenSealed, createdAt: feed.createdAt },
    })
    .returning();
  return row!;
}

/** A timed match with what its calendar entry names: sport, category, sides, venue and address, event. */
function selectCalendarMatches(db: Database) {
  return withVenueAndSides(
    withSportAndCategory(
      db
        .select({
          id: fixtures.id,
          startsAt: fixtures.startsAt,
          endsAt: fixtures.endsAt,
          sequence: fixtures.scheduleSequence,
          round: fixtures.round,
          status: fixtures.status,
          homeScore: fixtures.homeScore,
          awayScore: fixtures.awayScore,
          sport: sports.name,
          category: sportCategories.name,
          homeTeamId: fixtures.homeTeamId,
          awayTeamId: fixtures.awayTeamId,
          homeName: homeTeams.name,
          awayName: awayTeams.name,
          venueName: venues.name,
          venueAddress: venues.address,
          eventId: events.id,
          eventName: events.name,
          timeZone: events.timeZone,
        })
        .from(fixtures)
        .$dynamic(),
      fixtures.eventSportCategoryId,
    ).innerJoin(events, eq(events.id, eventSportCategories.eventId)),
  );
}
export type CalendarMatchRow = Awaited<ReturnType<typeof listEventCalendarMatches>>[number];

/** Every match of a published event that has a time (a drawn match still to be scheduled has none). */
export async function listEventCalendarMatches(db: Database, tenantId: number, eventId: number) {
  return selectCalendarMatches(db)
    .where(and(eq(events.id, eventId), eq(events.tenantId, tenantId), eq(events.isPublished, true), eq(fixtures.isScheduled, true)))
    .orderBy(asc(fixtures.startsAt), asc(fixtures.id));
}

/** One timed match of a published event (the card's 'Add to calendar' file). */
export async function listEventCalendarMatch(db: Database, tenantId: number, eventId: number, fixtureId: number) {
  return selectCalendarMatches(db).where(
    and(
      eq(fixtures.id, fixtureId),
      eq(events.id, eventId),
      eq(events.tenantId, tenantId),
      eq(events.isPublished, true),
      eq(fixtures.isScheduled, true),
    ),
  );
}

/** The timed matches of the teams the person is on (their registrations that hold), in published events of the tenant. */
export async function listPersonCalendarMatches(db: Database, tenantId: number, userId: number) {
  const teamsOfPerson = db
    .select({ teamId: registrations.teamId })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), inArray(registrations.status, [...HELD_STATUSES])));
  return selectCalendarMatches(db)
    .where(
      and(
        eq(events.tenantId, tenantId),
        eq(events.isPublished, true),
        eq(fixtures.isScheduled, true),
        or(inArray(fixtures.homeTeamId, teamsOfPerson), inArray(fixtures.awayTeamId, teamsOfPerson)),
      ),
    )
    .orderBy(asc(fixtures.startsAt), asc(fixtures.id));
}

/** The teams the person holds a place on: their own side in their feed. */
export async function listPersonTeamIds(db: Database, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ teamId: registrations.teamId })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), inArray(registrations.status, [...HELD_STATUSES])));
  return new Set(rows.flatMap((row) => (row.teamId === null ? [] : [row.teamId])));
}

/** The person's registrations that hold, with the event's days and the category's venue and address. */
export async function listPersonCalendarRegistrations(db: Database, tenantId: number, userId: number) {
  return withSportAndCategory(
    db
      .select({
        id: registrations.id,
        sport: sports.name,
        category: sportCategories.name,
        eventName: events.name,
        startsOn: events.startsOn,
        endsOn: events.endsOn,
        venueName: venues.name,
        venueAddress: venues.address,
      })
      .from(registrations)
      .$dynamic(),
    registrations.eventSportCategoryId,
  )
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .innerJoin(venues, eq(venues.id, eventSportCategories.venueId))
    .where(
      and(
        eq(registrations.userId, userId),
        inArray(registrations.status, [...HELD_STATUSES]),
        eq(events.tenantId, tenantId),
        eq(events.isPublished, true),
      ),
    )
    .orderBy(asc(events.startsOn), asc(registrations.id));
}
export type CalendarRegistrationRow = Awaited<ReturnType<typeof listPersonCalendarRegistrations>>[number];
