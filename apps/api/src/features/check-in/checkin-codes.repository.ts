import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, eventSportCategories, events, sports, venues } from '../../db/schema/index';

/** The event of this tenant with its signing secret, or undefined. */
export async function findTenantEvent(db: Database, tenantId: number, eventId: number) {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.tenantId, tenantId)))
    .limit(1);
  return event;
}

/** Each sport and venue pair played at the event (one attendance code each). */
export async function listSportVenues(db: Database, eventId: number): Promise<{ sportId: number; sportName: string; venue: string }[]> {
  return db
    .selectDistinct({ sportId: sports.id, sportName: sports.name, venue: venues.name })
    .from(eventSportCategories)
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .innerJoin(venues, eq(venues.id, eventSportCategories.venueId))
    .where(eq(eventSportCategories.eventId, eventId))
    .orderBy(asc(venues.name), asc(sports.name));
}

/** The tenant's published events with their city, soonest first. */
export async function listPublishedEvents(db: Database, tenantId: number) {
  return db
    .select({ event: events, city: { id: cities.id, name: cities.name } })
    .from(events)
    .innerJoin(cities, eq(cities.id, events.cityId))
    .where(and(eq(events.tenantId, tenantId), eq(events.isPublished, true)))
    .orderBy(asc(events.startsOn), asc(events.id));
}
