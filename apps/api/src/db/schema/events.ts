import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cities, tenants } from './tenants';
import { companies, users } from './users';

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
  },
  (table) => [
    uniqueIndex('esc_event_sport_category').on(table.eventId, table.sportId, table.sportCategoryId),
    index('esc_event_sport').on(table.eventId, table.sportId),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    eventSportCategoryId: integer('event_sport_category_id')
      .notNull()
      .references(() => eventSportCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    joinCode: text('join_code').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('teams_esc_name').on(table.eventSportCategoryId, sql`lower(${table.name})`),
    uniqueIndex('teams_join_code').on(table.joinCode),
  ],
);

/** A person in an event sport category, alone or on a team; one per person and category. */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventSportCategoryId: integer('event_sport_category_id')
      .notNull()
      .references(() => eventSportCategories.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    status: text('status').$type<'confirmed' | 'pending' | 'withdrawn' | 'pending_payment'>().notNull().default('confirmed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('registrations_user_esc').on(table.userId, table.eventSportCategoryId),
    index('registrations_esc').on(table.eventSportCategoryId),
    // A team's members (the microsite's teams list, team moves): without it, every team list
    // hashed all of the event's registrations.
    index('registrations_team').on(table.teamId),
  ],
);

export const ATTENDANCE_TYPES = ['participant', 'visitor'] as const;
export const ATTENDANCE_DIRECTIONS = ['check-in', 'check-out'] as const;

/**
 * One attendance record. The unique index makes a double record impossible: one check-in (and one
 * check-out) per person, event sport category and event day, however many calls race.
 */
export const attendance = pgTable(
  'attendance',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventSportCategoryId: integer('event_sport_category_id')
      .notNull()
      .references(() => eventSportCategories.id, { onDelete: 'cascade' }),
    eventDay: date('event_day', { mode: 'string' }).notNull(),
    attendanceType: text('attendance_type').$type<(typeof ATTENDANCE_TYPES)[number]>().notNull(),
    direction: text('direction').$type<(typeof ATTENDANCE_DIRECTIONS)[number]>().notNull().default('check-in'),
    /** scan (attendee's own camera), staff-scan (staff read the personal code), manual (dashboard). */
    method: text('method').$type<'scan' | 'staff-scan' | 'manual'>().notNull().default('scan'),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id),
    reason: text('reason'),
    scanId: uuid('scan_id'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    /** Staff who undid the record, and why (the staff dashboard's undo). */
    undoneByUserId: integer('undone_by_user_id').references(() => users.id),
    undoReason: text('undo_reason'),
    /** The scan was queued on the device without network and sent later (shown as 'offline' to staff). */
    isOffline: boolean('is_offline').notNull().default(false),
  },
  (table) => [
    uniqueIndex('attendance_once_per_day').on(table.userId, table.eventSportCategoryId, table.eventDay, table.direction),
    index('attendance_event').on(table.eventId, table.recordedAt),
  ],
);

/** Every scan, refused ones too, with its reason: the staff dashboard reads it. */
export const scanLog = pgTable(
  'scan_log',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    eventId: integer('event_id'),
    sportId: integer('sport_id'),
    venue: text('venue'),
    scanId: uuid('scan_id'),
    outcome: text('outcome').$type<'recorded' | 'already' | 'categories' | 'refused'>().notNull(),
    reason: text('reason'),
    device: text('device'),
    /** Arrival time at the server. */
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** A rotating code's own signed time (start of its step); null for a static code. */
    codeAt: timestamp('code_at', { withTimezone: true }),
    /** The time the device claims it scanned (queued offline scans); recorded, never trusted alone. */
    deviceScannedAt: timestamp('device_scanned_at', { withTimezone: true }),
    isOffline: boolean('is_offline').notNull().default(false),
  },
  (table) => [index('scan_log_event').on(table.eventId, table.at)],
);

/** The answer given to a scan id, so a retried call gets the original answer and records nothing. */
export const checkInReplies = pgTable(
  'check_in_replies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scanId: uuid('scan_id').notNull(),
    statusCode: integer('status_code').notNull(),
    reply: jsonb('reply').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('check_in_replies_user_scan').on(table.userId, table.scanId)],
);

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

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    bodyMarkdown: text('body_markdown').notNull(),
    imageUrl: text('image_url'),
    author: text('author').notNull().default('Podium'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('blog_posts_tenant_slug').on(table.tenantId, table.slug)],
);

export const galleryImages = pgTable('gallery_images', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  caption: text('caption').notNull().default(''),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_tenant').on(table.tenantId, table.at)],
);
