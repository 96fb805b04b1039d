import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per counted action (an upload, a contact message) under a limiter key such as
 * `profile-picture:user:42`. Kept in PostgreSQL so a limit holds across replicas; rows older than
 * the key's window are deleted as the key is used.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_key_at').on(table.key, table.at)],
);
