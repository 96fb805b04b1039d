import { eq } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { fixtures, sportCategories, sports, teams, venues } from './schema/index';

/** A fixture's two sides, as aliases of `teams`: select `homeTeams.name`, `awayTeams.name`. */
export const homeTeams = alias(teams, 'home_team');
export const awayTeams = alias(teams, 'away_team');

/**
 * A fixture with the names people read in a sentence about it (sport, category, venue, both sides),
 * for `db.select({ ...fixtureWithNames, ... })` under `withVenueAndSides(withSportAndCategory(...))`.
 */
export const fixtureWithNames = {
  fixture: fixtures,
  sport: sports.name,
  category: sportCategories.name,
  venue: venues.name,
  homeName: homeTeams.name,
  awayName: awayTeams.name,
};

/**
 * Joins a fixture's venue and both sides the one way (a side is a left join: it may be still to be
 * decided). For a query on `fixtures` in dynamic mode, usually after `withSportAndCategory`:
 * `withVenueAndSides(withSportAndCategory(db.select({...}).from(fixtures).$dynamic(), fixtures.eventSportCategoryId))`.
 */
export function withVenueAndSides<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(venues, eq(venues.id, fixtures.venueId))
    .leftJoin(homeTeams, eq(homeTeams.id, fixtures.homeTeamId))
    .leftJoin(awayTeams, eq(awayTeams.id, fixtures.awayTeamId));
}
