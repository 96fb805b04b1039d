/** Participation and medal certificates (issue 32): one live certificate per person and category. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { eventSportCategories, events } from './events';
import { tenants } from './tenants';
import { users } from './users';

export const CERTIFICATE_KINDS = ['participation', 'medal'] as const;

/**
 * A certificate as issued. Its `code` (random, URL-safe, unguessable) is what the QR code on the
 * PDF carries to /verify/{code}. A corrected result never edits a row: it sets `withdrawn_at` and
 * issues a new row with a new code, so the old paper reads "withdrawn" from then on.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    eventSportCategoryId: integer('event_sport_category_id')
      .notNull()
      .references(() => eventSportCategories.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<(typeof CERTIFICATE_KINDS)[number]>().notNull(),
    /** 1, 2 or 3 on a medal certificate; null on a participation certificate. */
    place: integer('place'),
    code: text('code').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** Set by the one send that claimed this certificate's email (once, however many sends race). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('certificates_code').on(table.code),
    // At most one live certificate per person and category, however many issues race.
    uniqueIndex('certificates_live_once')
      .on(table.userId, table.eventSportCategoryId)
      .where(sql`${table.withdrawnAt} is null`),
    index('certificates_category').on(table.eventSportCategoryId),
    check(
      'certificates_place_of_kind',
      sql`(${table.kind} = 'medal' and ${table.place} between 1 and 3) or (${table.kind} = 'participation' and ${table.place} is null)`,
    ),
  ],
);
