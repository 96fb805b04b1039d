/** Who plays: company teams and the registrations of people in event sport categories. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { eventSportCategories } from './events';
import { companies, users } from './users';

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
    /**
     * The secret of the team's invite link `/join/{inviteCode}` (issue 33 §4): 128 random bits, so it
     * cannot be guessed; null until the team's first invite is asked for (teams made by draws never need one).
     */
    inviteCode: text('invite_code'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('teams_esc_name').on(table.eventSportCategoryId, sql`lower(${table.name})`),
    uniqueIndex('teams_join_code').on(table.joinCode),
    uniqueIndex('teams_invite_code').on(table.inviteCode),
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

/** Where a waiting-list entry stands (issue 33 §5). `waiting` and `offered` are on the list; the rest closed it. */
export type WaitlistStatus = 'waiting' | 'offered' | 'accepted' | 'declined' | 'expired' | 'left';

/**
 * A person waiting for a place in a full category, first come first served (by id). A freed place is
 * offered to the first one waiting until `offerExpiresAt`; while offered, the place is held for them.
 * The entry's id is the offer's id.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventSportCategoryId: integer('event_sport_category_id')
      .notNull()
      .references(() => eventSportCategories.id, { onDelete: 'cascade' }),
    status: text('status').$type<WaitlistStatus>().notNull().default('waiting'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    // Once on the list per person and category: a second join is refused by the index, whatever races.
    uniqueIndex('waitlist_entries_open_user_esc')
      .on(table.userId, table.eventSportCategoryId)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    // The queue of a category (position, next to offer) and the held offers counted against capacity.
    index('waitlist_entries_esc_status').on(table.eventSportCategoryId, table.status, table.id),
  ],
);
export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
