import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { eventSportCategories, events, sports } from './events';
import { tenants } from './tenants';
import { users } from './users';

/**
 * An organisers' announcement to the people of an event (issue 33, section 3): everyone registered,
 * one sport, one category, or only staff. Plain text; a pinned one shows on the event site.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    audience: text('audience').$type<'event' | 'sport' | 'category' | 'staff'>().notNull(),
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'cascade' }),
    eventSportCategoryId: integer('event_sport_category_id').references(() => eventSportCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    /** How many people it was emailed to (verified, subscribed addresses only). */
    emailedCount: integer('emailed_count').notNull().default(0),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('announcements_event').on(table.eventId, table.createdAt)],
);
