import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { eventSportCategories, sportCategories, sports } from './schema/index';

/**
 * Joins "an event's sport category" the one way: the event_sport_categories row a column points
 * at, its sport and its category (so `sports.name`, `sportCategories.name` and the event's
 * `eventSportCategories.*` can be selected). For a query in dynamic mode:
 * `withSportAndCategory(db.select({...}).from(fixtures).$dynamic(), fixtures.eventSportCategoryId)`.
 */
export function withSportAndCategory<Query extends PgSelect>(query: Query, eventSportCategoryId: AnyPgColumn) {
  return query
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, eventSportCategoryId))
    .innerJoin(sports, eq(sports.id, eventSportCategories.sportId))
    .innerJoin(sportCategories, eq(sportCategories.id, eventSportCategories.sportCategoryId));
}
