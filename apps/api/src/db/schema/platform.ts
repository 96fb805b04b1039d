/** The operators above tenants, what they did, and the first-admin invitations they sent (issue 29). */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A platform operator: a phone allowed into the operator console. The person signs in through the
 * platform realm (a tenant of kind `platform`), where `userId` is their account; no company
 * tenant knows them.
 */
export const platformOperators = pgTable('platform_operators', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  name: text('name').notNull(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every operator action, kept when the tenant it names is gone (no foreign key on `tenantId`). */
export const platformAuditLog = pgTable(
  'platform_audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null for the command line (`npm run tenant`, `npm run operator`). */
    operatorId: integer('operator_id').references(() => platformOperators.id, { onDelete: 'set null' }),
    /** Who acted, as shown in the console: the operator's name, or `command line`. */
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    tenantId: integer('tenant_id'),
    detail: jsonb('detail').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('platform_audit_log_at').on(table.at)],
);

/**
 * A tenant's first admin, invited by phone: whoever signs in with that phone on the tenant's host
 * becomes its admin, once, within 7 days. The link's token is kept only as a hash.
 */
export const tenantInvitations = pgTable('tenant_invitations', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  email: text('email'),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
