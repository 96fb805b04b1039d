/** Timed and measured events (issue 32): rounds of heats, their lanes, marks and qualification. See docs/tournaments.md. */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { eventSportCategories, venues } from './events';
import { teams } from './registrations';
import { users } from './users';

/** One round of a timed or measured category: 1 the heats, the last the final (one heat). */
export const timedRounds = pgTable(
  'timed_rounds',
  {
    id: serial('id').primaryKey(),
    eventSportCategoryId: integer('event_sport_category_id')
      .notNull()
      .references(() => eventSportCategories.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    /** Lanes in each heat of the round (the final takes as many as qualified, ties included). */
    lanes: integer('lanes').notNull(),
    /** Who goes on to the next round: the first `byPlace` of each heat, then the `byMark` best of the rest. Null on the final. */
    qualify: jsonb('qualify').$type<{ byPlace: number; byMark: number } | null>(),
    /** How the entries were put in heats: by their entry marks (serpentine) or at random with this seed. */
    seeding: text('seeding').$type<'marks' | 'random' | 'results'>().notNull(),
    seed: integer('seed'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('timed_rounds_esc_number').on(table.eventSportCategoryId, table.number)],
);

/** A heat (or the final) of a round: its time and venue, finished once every lane has a result. */
export const timedHeats = pgTable(
  'timed_heats',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => timedRounds.id, { onDelete: 'cascade' }),
    eventSportCategoryId: integer('event_sport_category_id')
      .notNull()
      .references(() => eventSportCategories.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** When the heat's venue and runners are free again: the draw's gap between heats, or the scheduler's slot. Null: 10 minutes. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    status: text('status').$type<'scheduled' | 'finished'>().notNull().default('scheduled'),
    resultsEnteredAt: timestamp('results_entered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('timed_heats_round_number').on(table.roundId, table.number),
    index('timed_heats_esc').on(table.eventSportCategoryId),
  ],
);

/**
 * One lane of a heat: the entry (a team; a one-person team in individual sports), then its result:
 * a mark in hundredths (of a second, a metre or a point) or DNS / DNF / DQ with a reason, its place
 * in the heat (equal marks share it) and whether it goes on (`Q` by place, `q` by mark).
 */
export const timedLanes = pgTable(
  'timed_lanes',
  {
    id: serial('id').primaryKey(),
    heatId: integer('heat_id')
      .notNull()
      .references(() => timedHeats.id, { onDelete: 'cascade' }),
    lane: integer('lane').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The entry mark the seeding used, in hundredths; null when none was given. */
    entryMark: integer('entry_mark'),
    mark: integer('mark'),
    /** Field events: each attempt in hundredths, null for a foul or a pass; the best is `mark`, the next best breaks ties. */
    attempts: jsonb('attempts').$type<(number | null)[]>(),
    status: text('status').$type<'ok' | 'DNS' | 'DNF' | 'DQ'>(),
    reason: text('reason'),
    place: integer('place'),
    qualified: text('qualified').$type<'Q' | 'q'>(),
  },
  (table) => [uniqueIndex('timed_lanes_heat_lane').on(table.heatId, table.lane), index('timed_lanes_team').on(table.teamId)],
);
