import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { awayTeams, homeTeams, withVenueAndSides } from '../../../db/fixture-sides-join';
import {
  blogPosts,
  companies,
  eventSportCategories,
  events,
  fixtures,
  sportCategories,
  sports,
  users,
  venues,
} from '../../../db/schema/index';

type Lookup = (db: Database, tenantId: number, ids: number[]) => Promise<{ id: number; name: string }[]>;

/**
 * How to name each kind of thing the log records, by what people call it: the event's name, 'Football
 * · Men's Open', 'Acme FC v Globex FC'. Every lookup is bounded by the tenant, so an id can only ever
 * name a thing of this site. Kinds without a name here (a check-in, the site's settings) show their id.
 */
const LOOKUPS = new Map<string, Lookup>(
  Object.entries({
    event: (db, tenantId, ids) =>
      db
        .select({ id: events.id, name: events.name })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), inArray(events.id, ids))),
    venue: (db, tenantId, ids) =>
      db
        .select({ id: venues.id, name: venues.name })
        .from(venues)
        .innerJoin(events, eq(events.id, venues.eventId))
        .where(and(eq(events.tenantId, tenantId), inArray(venues.id, ids))),
    event_sport_category: async (db, tenantId, ids) => {
      const found = await db
        .select({ id: eventSportCategories.id, sport: sports.name, category: sportCategories.name })
        .from(eventSportCategories)
        .innerJoin(events, eq(events.id, eventSportCategories.eventId))
        .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
        .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId))
        .where(and(eq(events.tenantId, tenantId), inArray(eventSportCategories.id, ids)));
      return found.map((row) => ({ id: row.id, name: `${row.sport} · ${row.category}` }));
    },
    fixture: async (db, tenantId, ids) => {
      const found = await withVenueAndSides(
        db
          .select({ id: fixtures.id, round: fixtures.round, home: homeTeams.name, away: awayTeams.name })
          .from(fixtures)
          .innerJoin(eventSportCategories, eq(eventSportCategories.id, fixtures.eventSportCategoryId))
          .innerJoin(events, eq(events.id, eventSportCategories.eventId))
          .where(and(eq(events.tenantId, tenantId), inArray(fixtures.id, ids)))
          .$dynamic(),
      );
      return found.map((row) => ({ id: row.id, name: `${row.home ?? 'To be decided'} v ${row.away ?? 'To be decided'} (${row.round})` }));
    },
    user: async (db, tenantId, ids) => {
      const found = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
      return found.flatMap((row) => (row.name ? [{ id: row.id, name: row.name }] : []));
    },
    company: (db, tenantId, ids) =>
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(and(eq(companies.tenantId, tenantId), inArray(companies.id, ids))),
    blog_post: (db, tenantId, ids) =>
      db
        .select({ id: blogPosts.id, name: blogPosts.title })
        .from(blogPosts)
        .where(and(eq(blogPosts.tenantId, tenantId), inArray(blogPosts.id, ids))),
  } satisfies Record<string, Lookup>),
);

/** Whether the log's kind of thing has a name to look up. */
export const isNamedEntity = (entity: string) => LOOKUPS.has(entity);

/** The names of these things of one kind, of this tenant only. */
export async function findAuditedNames(db: Database, tenantId: number, entity: string, ids: number[]) {
  return (await LOOKUPS.get(entity)?.(db, tenantId, ids)) ?? [];
}
