import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { events, sports } from './events';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A device locked into showing one rotating attendance code (the /kiosk stand). Its token is
 * stored only as a SHA-256 hash; it reads that one code, nothing else, until it expires, is ended
 * or the staff member who started it loses the staff role.
 */
export const kioskSessions = pgTable(
  'kiosk_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    venue: text('venue').notNull(),
    direction: varchar('direction', { length: 3 }).notNull(),
    startedBy: integer('started_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** scrypt `salt:hash` of the optional exit PIN; wrong tries are claimed atomically. */
    pinHash: text('pin_hash'),
    pinFailures: integer('pin_failures').notNull().default(0),
  },
  (table) => [index('kiosk_sessions_event').on(table.eventId)],
);
