/** Events and what they are made of: sports, categories, venues, and each event sport category. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cities, tenants } from './tenants';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    description: text('description').notNull().default(''),
    rulesMarkdown: text('rules_markdown').notNull().default(''),
    /** First and last day of the event (inclusive), in the event's time zone. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    /** Local time of day check-in opens and closes on each event day ("HH:MM"). */
    checkInOpensAt: text('check_in_opens_at').notNull().default('00:00'),
    checkInClosesAt: text('check_in_closes_at').notNull().default('23:59'),
    isPublished: boolean('is_published').notNull().default(true),
    /** Venues may use rotating signed codes; this secret signs them (HMAC). Made by the app (crypto.randomBytes). */
    codeSecret: text('code_secret').notNull(),
    /** Rotating kiosk codes by default (issue #12): a plain printed code works from a photo anywhere. */
    rotatingCodesRequired: boolean('rotating_codes_required').notNull().default(true),
    /**
     * Scans queued on a phone without network (issue 13): a rotating code may arrive after it
     * expired when its own signed time is at most `offline_allowance_minutes` old. Off: no late
     * rotating codes at all.
     */
    offlineScansAccepted: boolean('offline_scans_accepted').notNull().default(true),
    offlineAllowanceMinutes: integer('offline_allowance_minutes').notNull().default(120),
    /** Minutes after a match's start before a side still short of players is flagged 'Award walkover?' (issue 16). */
    walkoverGraceMinutes: integer('walkover_grace_minutes').notNull().default(15),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('events_tenant_slug').on(table.tenantId, table.slug),
    check('events_dates_ordered', sql`${table.startsOn} <= ${table.endsOn}`),
  ],
);

export const SPORT_GROUPS = ['Team', 'Individual', 'Precision'] as const;

export type SportGroup = (typeof SPORT_GROUPS)[number];

export const sports = pgTable(
  'sports',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sportGroup: text('sport_group').$type<SportGroup>().notNull(),
    isTeamSport: boolean('is_team_sport').notNull().default(false),
  },
  (table) => [uniqueIndex('sports_tenant_name').on(table.tenantId, table.name)],
);

export const sportCategories = pgTable(
  'sport_categories',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    gender: text('gender').$type<'male' | 'female' | 'mixed' | 'any'>().notNull().default('any'),
  },
  (table) => [uniqueIndex('sport_categories_tenant_name').on(table.tenantId, table.name)],
);

export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
  },
  (table) => [uniqueIndex('venues_event_name').on(table.eventId, table.name)],
);

/** One category of one sport at one event, played at one venue: the `eventSportCategoryId`. */
export const eventSportCategories = pgTable(
  'event_sport_categories',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    sportCategoryId: integer('sport_category_id')
      .notNull()
      .references(() => sportCategories.id),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    capacity: integer('capacity'),
    teamSizeMin: integer('team_size_min'),
    teamSizeMax: integer('team_size_max'),
    /** Teams may mix colleagues of different companies (issue 33 §4); otherwise a team is one company's. */
    allowsMixedTeams: boolean('allows_mixed_teams').notNull().default(false),
    /**
     * How results are kept (issue 32): `match` (two sides), `time` (lower is better), `distance` and
     * `height` (higher is better), `score` (higher is better). Null: the sport's default.
     */
    resultType: text('result_type').$type<'match' | 'time' | 'distance' | 'height' | 'score'>(),
  },
  (table) => [
    uniqueIndex('esc_event_sport_category').on(table.eventId, table.sportId, table.sportCategoryId),
    index('esc_event_sport').on(table.eventId, table.sportId),
  ],
);
