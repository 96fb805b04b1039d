import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/**
 * The events a staff member works. A staff member with no rows works every event of the site
 * (the default, so a new staff member needs no setup); with rows, only those events.
 */
export const staffEventAssignments = pgTable(
  'staff_event_assignments',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.eventId] }), index('staff_event_assignments_event').on(table.eventId)],
);
