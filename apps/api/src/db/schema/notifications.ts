import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A browser or phone that receives a person's pushes (issue 33 §1): the push service's endpoint and
 * the keys the payload is encrypted to (RFC 8291). One endpoint is one browser profile: signing in
 * as someone else there moves it to them.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('push_subscriptions_endpoint').on(table.endpoint), index('push_subscriptions_user').on(table.userId)],
);

/** A person's choice per kind and channel; a kind with no row is on for both. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    push: boolean('push').notNull(),
    email: boolean('email').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/**
 * Every message to send, one row per person, channel and subject (`subjectKey`: 'reminder:fixture:12:2026-…'),
 * so a subject is never queued twice. A sender claims due rows with FOR UPDATE SKIP LOCKED and a lease
 * (`claimedUntil`): two replicas never send one message twice, and a crashed sender's rows come back.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').$type<'push' | 'email'>().notNull(),
    subjectKey: text('subject_key').notNull(),
    /** `{ title, body, url, tag }` (pushMessageSchema) and, for email, the details rows. */
    message: jsonb('message').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed' | 'skipped'>().notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notification_outbox_subject').on(table.userId, table.channel, table.subjectKey),
    index('notification_outbox_due').on(table.status, table.nextAttemptAt),
  ],
);
