/** Check-ins and check-outs, every scan with its outcome, and the answers kept for retried scans. */
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { eventSportCategories, events } from './events';
import { tenants } from './tenants';
import { users } from './users';

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
