import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';
import { eventSportCategories, events } from './events';
import { registrations } from './registrations';

export const PAYMENT_PROVIDERS = ['demo', 'razorpay', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded'] as const;
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
  },
  (table) => [
    uniqueIndex('payment_orders_provider_order').on(table.provider, table.providerOrderId),
    uniqueIndex('payment_orders_receipt').on(table.tenantId, table.receiptNumber),
    index('payment_orders_status').on(table.status, table.createdAt),
    index('payment_orders_user').on(table.userId),
    check('payment_orders_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

/** The registrations an order pays for, at the price charged. */
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
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.registrationId] }),
    index('payment_order_lines_registration').on(table.registrationId),
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
    status: text('status').$type<'pending' | 'processed' | 'failed'>().notNull().default('pending'),
    reason: text('reason').notNull(),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('refunds_provider_refund').on(table.providerRefundId), index('refunds_order').on(table.orderId)],
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
