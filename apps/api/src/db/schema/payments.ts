import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';
import { eventSportCategories, events } from './events';
import { registrations, teams } from './registrations';

export const PAYMENT_PROVIDERS = ['demo', 'razorpay', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The entry fee of one event sport category (no row = free, exactly as before payments). Amounts
 * are in minor units (paise, cents) so no float ever touches money.
 */
export const categoryFees = pgTable(
  'category_fees',
  {
    eventSportCategoryId: integer('event_sport_category_id')
      .primaryKey()
      .references(() => eventSportCategories.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** `team`: the team's creator pays once for the team; members who join pay nothing. */
    chargedPer: text('charged_per').$type<'person' | 'team'>().notNull().default('person'),
    earlyBirdAmountMinor: integer('early_bird_amount_minor'),
    earlyBirdUntil: timestamp('early_bird_until', { withTimezone: true }),
  },
  (table) => [check('category_fees_amount_positive', sql`${table.amountMinor} > 0`)],
);

/**
 * A tenant's money settings: the legal fields printed on receipts and the withdrawal refund policy
 * (/cancellation-refund shows it). No row = full refund, no tax fields.
 */
export const tenantPaymentSettings = pgTable('tenant_payment_settings', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  legalName: text('legal_name'),
  gstin: text('gstin'),
  /** Tax rate in basis points (1800 = 18 %), printed on the receipt as included in the fee. */
  taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
  /** `full` refunds everything on withdrawal; `minus_fee` keeps `refundFeeMinor`. */
  refundPolicy: text('refund_policy').$type<'full' | 'minus_fee' | 'none'>().notNull().default('full'),
  refundFeeMinor: integer('refund_fee_minor').notNull().default(0),
});

/** One checkout: what the member owes for one or more categories of one event. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** The provider's order (Razorpay order_…, Stripe Checkout Session cs_…, demo_…); null until made. */
    providerOrderId: text('provider_order_id'),
    /** What the web app needs to open the checkout (key id and order id, or a URL). */
    checkout: jsonb('checkout').$type<Record<string, string>>(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Per-tenant gapless number, claimed in the transaction that marks the order paid. */
    receiptNumber: integer('receipt_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When reconciliation last asked the provider: the job asks the longest-unasked first, so junk cannot starve real orders. */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    /**
     * When the provider last said a payment attempt on this still-pending order failed (issue 30):
     * the place stays held until `expires_at` and the member is offered 'Try again'.
     */
    lastAttemptFailedAt: timestamp('last_attempt_failed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_orders_provider_order').on(table.provider, table.providerOrderId),
    uniqueIndex('payment_orders_receipt').on(table.tenantId, table.receiptNumber),
    index('payment_orders_status').on(table.status, table.createdAt),
    index('payment_orders_user').on(table.userId),
    check('payment_orders_amount_positive', sql`${table.amountMinor} > 0`),
    check('payment_orders_refunded_within_amount', sql`${table.refundedMinor} >= 0 and ${table.refundedMinor} <= ${table.amountMinor}`),
  ],
);

/**
 * The registrations an order pays for, at the price charged. A line is *live* until the place it
 * pays for is given up (withdrawn, expired, refunded in full): then `released_at` is set, once, and
 * never cleared except by a refund the provider refused. At most one live line pays for a
 * registration (or, for a fee charged per team, for a team): the partial unique indexes say so, so
 * a re-registration that reuses a withdrawn row can never be covered, or refunded, by an old line.
 */
export const paymentOrderLines = pgTable(
  'payment_order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    eventSportCategoryId: integer('event_sport_category_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** How much of this line went back (claimed with a conditional UPDATE: never more than the line). */
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** When the place this line paid for was given up; null while it holds or covers a place. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** A fee charged per team: this line pays for the whole team, not only its creator's place. */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.registrationId] }),
    index('payment_order_lines_registration').on(table.registrationId),
    uniqueIndex('payment_order_lines_live_registration')
      .on(table.registrationId)
      .where(sql`${table.releasedAt} is null and ${table.teamId} is null`),
    uniqueIndex('payment_order_lines_live_team')
      .on(table.teamId)
      .where(sql`${table.releasedAt} is null`),
    check(
      'payment_order_lines_refunded_within_amount',
      sql`${table.refundedMinor} >= 0 and ${table.refundedMinor} <= ${table.amountMinor}`,
    ),
  ],
);

/** A captured (or refused) payment the provider told us about; unique per provider payment id. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** captured: it paid the order; mismatch: amount/currency differ (flagged); late/duplicate: refunded automatically. */
    status: text('status').$type<'captured' | 'mismatch' | 'late' | 'duplicate'>().notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payments_provider_payment').on(table.provider, table.providerPaymentId)],
);

/** Which lines a refund paid back, and whether it released their places (undone if the provider refuses it). */
export type RefundAllocation = Array<{
  registrationId: number;
  amountMinor: number;
  released: boolean;
  /** The line paid a team's fee: a failed refund of it never reinstates a person (the team is gone). */
  teamId?: number | null;
  reinstated?: boolean;
}>;

/**
 * A refund: `pending` (queued) → `sending` (claimed by one sender until `claimed_until`) → `sent`
 * (the provider has it, not yet settled) → `processed`; or `failed` (the provider refused it, or
 * `REFUND_MAX_ATTEMPTS` sends did not reach it): its amount is given back to the order and lines.
 * `source = 'provider'`: made in the provider's dashboard and learnt from its webhook.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    providerRefundId: text('provider_refund_id'),
    amountMinor: integer('amount_minor').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    reason: text('reason').notNull(),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').$type<'podium' | 'provider'>().notNull().default('podium'),
    allocation: jsonb('allocation').$type<RefundAllocation>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    uniqueIndex('refunds_provider_refund').on(table.providerRefundId),
    index('refunds_order').on(table.orderId),
    index('refunds_due').on(table.status, table.nextAttemptAt),
  ],
);
export const REFUND_STATUSES = ['pending', 'sending', 'sent', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Verified webhook events that arrived before what they are about (a refund before its payment, a
 * refund before its id was stored): kept and applied once it exists, never dropped.
 */
export const paymentDeferredEvents = pgTable(
  'payment_deferred_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** Webhook events already processed: the primary key makes a redelivered event a no-op. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** The last receipt number of each tenant, claimed with one upsert in the paying transaction (no gaps). */
export const receiptCounters = pgTable('receipt_counters', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});
