import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A person's calendar feed link (`/api/customer/calendar/{token}.ics`, issue 33). Calendar apps
 * cannot send a header, so the token is in the URL: it is looked up by its SHA-256 hash, and kept
 * sealed under DATA_ENCRYPTION_KEY only so /my-events can show the same link on another device.
 * One row per person; a reset replaces the token, so the old URL answers 404.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    tokenSealed: text('token_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('calendar_feeds_token_hash').on(table.tokenHash)],
);
