import { and, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  cities,
  eventSportCategories,
  events,
  fixtures,
  registrations,
  sportCategories,
  sports,
  tenants,
  users,
  venues,
} from '../../db/schema/index';
import { awayTeams, homeTeams, withVenueAndSides } from '../../db/fixture-sides-join';
import { emailChosenFor } from '../../db/notification-choices';

/** The person's email address (null when they have none), or undefined when the account is gone. */
export async function findUserEmail(db: Database, tenantId: number, userId: number): Promise<{ email: string | null } | undefined> {
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  return user;
}

/** A fixture's time and venue (what a "your match moved" mail compares). */
export async function findFixtureSchedule(db: Database, fixtureId: number) {
  const [row] = await db
    .select({ startsAt: fixtures.startsAt, venueId: fixtures.venueId })
    .from(fixtures)
    .where(eq(fixtures.id, fixtureId));
  return row;
}

/** Who a player email goes to. */
const PLAYER_TO_MAIL = { userId: users.id, tenantId: users.tenantId, name: users.name, email: users.email };

/** A player who can be emailed: an address, verified, not unsubscribed. */
const reachableByEmail = () => [isNotNull(users.email), isNotNull(users.emailVerifiedAt), isNull(users.emailUnsubscribedAt)];

/** The players of a match's category (of its teams, once known) with a verified, subscribed address who take the 'moved' email. */
export function listFixturePlayersToMail(db: Database, eventSportCategoryId: number, teamIds: number[]) {
  return db
    .selectDistinct(PLAYER_TO_MAIL)
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(
      and(
        eq(registrations.eventSportCategoryId, eventSportCategoryId),
        ne(registrations.status, 'withdrawn'),
        teamIds.length > 0 ? inArray(registrations.teamId, teamIds) : undefined,
        ...reachableByEmail(),
        emailChosenFor('moved'),
      ),
    );
}

/** The players of a team with a verified, subscribed address. */
export function listTeamPlayersToMail(db: Database, teamId: number) {
  return db
    .selectDistinct(PLAYER_TO_MAIL)
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(eq(registrations.teamId, teamId), ne(registrations.status, 'withdrawn'), ...reachableByEmail()));
}

/** A fixture with what its emails say: event, city, sport, category, venue and the teams' names. */
export async function findFixtureForMail(db: Database, fixtureId: number) {
  const [row] = await withVenueAndSides(
    db
      .select({
        fixture: fixtures,
        event: { id: events.id, tenantId: events.tenantId, name: events.name, slug: events.slug, timeZone: events.timeZone },
        cityName: cities.name,
        sportName: sports.name,
        categoryName: sportCategories.name,
        venue: { name: venues.name, address: venues.address },
        homeName: homeTeams.name,
        awayName: awayTeams.name,
      })
      .from(fixtures)
      .$dynamic(),
  )
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, fixtures.eventSportCategoryId))
    .innerJoin(events, eq(events.id, eventSportCategories.eventId))
    .innerJoin(cities, eq(cities.id, events.cityId))
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId))
    .where(eq(fixtures.id, fixtureId));
  return row;
}

/** A person's address and whether it may be mailed (verified, not unsubscribed). */
export async function findMailAddressOf(db: Database, userId: number) {
  const [user] = await db
    .select({
      userId: users.id,
      tenantId: users.tenantId,
      name: users.name,
      email: users.email,
      verifiedAt: users.emailVerifiedAt,
      unsubscribedAt: users.emailUnsubscribedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

export async function findEventTimeZone(db: Database, eventId: number): Promise<string | undefined> {
  const [event] = await db.select({ timeZone: events.timeZone }).from(events).where(eq(events.id, eventId));
  return event?.timeZone;
}

/** The site's name, title and branding, for the email's frame. */
export async function findSiteMailLook(db: Database, tenantId: number) {
  const [tenant] = await db
    .select({ name: tenants.name, settings: tenants.settings, branding: tenants.branding })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return tenant;
}
