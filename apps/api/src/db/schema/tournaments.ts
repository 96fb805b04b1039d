/** Fixtures, the recorded draw of each category, and final placings. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { eventSportCategories, venues } from './events';
import { teams } from './registrations';
import { users } from './users';

export const fixtures = pgTable(
  'fixtures',
  {
    id: serial('id').primaryKey(),
    eventSportCategoryId: integer('event_sport_category_id')
      .notNull()
      .references(() => eventSportCategories.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    round: text('round').notNull().default('Group'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    homeTeamId: integer('home_team_id').references(() => teams.id),
    awayTeamId: integer('away_team_id').references(() => teams.id),
    status: text('status').$type<'scheduled' | 'live' | 'finished'>().notNull().default('scheduled'),
    homeScore: text('home_score'),
    awayScore: text('away_score'),
    winnerTeamId: integer('winner_team_id').references(() => teams.id),
    // Tournament engine (issue 16); all null on fixtures typed by hand. See docs/tournaments.md.
    /** The draw that made this fixture; a redraw deletes its fixtures. */
    drawId: integer('draw_id'),
    stage: text('stage').$type<'group' | 'knockout'>(),
    groupName: text('group_name'),
    roundNumber: integer('round_number'),
    bracketPosition: integer('bracket_position'),
    /** Where an empty side comes from: `{ kind: 'group', group, place }` or `{ kind: 'winner' | 'loser', fixtureId }`. */
    homeSource: jsonb('home_source'),
    awaySource: jsonb('away_source'),
    /** The winner (and loser) of this fixture go to that fixture's home or away side. */
    winnerToFixtureId: integer('winner_to_fixture_id'),
    winnerToSide: text('winner_to_side').$type<'home' | 'away'>(),
    loserToFixtureId: integer('loser_to_fixture_id'),
    loserToSide: text('loser_to_side').$type<'home' | 'away'>(),
    /** Structured score: goals, runs, sets won or frames per side, set by set, and how it was decided. */
    homePoints: integer('home_points'),
    awayPoints: integer('away_points'),
    sets: jsonb('sets').$type<{ home: number; away: number }[]>(),
    decidedBy: text('decided_by').$type<'regular' | 'extra_time' | 'penalties' | 'walkover' | 'abandoned'>(),
    shootout: jsonb('shootout').$type<{ home: number; away: number }>(),
    /** A drawn fixture has a placeholder time until the scheduler (or an admin) gives it a slot. */
    isScheduled: boolean('is_scheduled').notNull().default(true),
    /** When the slot the scheduler gave ends (start + the sport's slot minutes); clash checks use it. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Staff were asked 'Award walkover?' for this fixture (once). */
    walkoverFlaggedAt: timestamp('walkover_flagged_at', { withTimezone: true }),
    /**
     * The calendar entry's SEQUENCE (RFC 5545): one more each time the match moves (time or venue),
     * so calendar apps update the entry they have instead of adding a second (issue 33).
     */
    scheduleSequence: integer('schedule_sequence').notNull().default(0),
  },
  (table) => [index('fixtures_esc').on(table.eventSportCategoryId, table.startsAt), index('fixtures_draw').on(table.drawId)],
);

/** The draw of one event sport category: format, seeding and its recorded seed, so it reproduces. */
export const tournamentDraws = pgTable(
  'tournament_draws',
  {
    id: serial('id').primaryKey(),
    eventSportCategoryId: integer('event_sport_category_id')
      .notNull()
      .references(() => eventSportCategories.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    seeding: text('seeding').notNull(),
    seed: integer('seed').notNull(),
    /** groups, advancePerGroup, thirdPlaceMatch, points per result. */
    options: jsonb('options').notNull(),
    /** Team ids in seed order (best first): the last tie-breaker of the standings. */
    seededTeamIds: jsonb('seeded_team_ids').$type<number[]>().notNull(),
    groups: jsonb('groups').$type<{ name: string; teamIds: number[] }[]>().notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('tournament_draws_esc').on(table.eventSportCategoryId)],
);

/** Final placing of a team in an event sport category (1 gold, 2 silver, 3 bronze). */
export const placings = pgTable(
  'placings',
  {
    id: serial('id').primaryKey(),
    eventSportCategoryId: integer('event_sport_category_id')
      .notNull()
      .references(() => eventSportCategories.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
  },
  (table) => [
    uniqueIndex('placings_esc_team').on(table.eventSportCategoryId, table.teamId),
    check('placings_place_range', sql`${table.place} between 1 and 3`),
  ],
);
