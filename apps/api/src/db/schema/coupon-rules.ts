import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** What earns a coupon: registering for an event, checking in (once per event day), a medal (a placing of 1 to 3). */
export const COUPON_TRIGGERS = ['registration', 'check-in', 'medal'] as const;
export type CouponTrigger = (typeof COUPON_TRIGGERS)[number];

/**
 * A tenant's coupon rule: when `trigger` happens, the person gets one coupon with this title,
 * partner and value. A coupon's `rule_key` is `rule:{id}:{subject}`, so the unique index on
 * coupons (user_id, rule_key) issues it once per rule, person and subject however often it is retried.
 * Subjects: the event id (registration), `{eventId}:{eventDay}` (check-in), the placing id (medal).
 */
export const couponRules = pgTable(
  'coupon_rules',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    trigger: text('trigger').$type<CouponTrigger>().notNull(),
    title: text('title').notNull(),
    partner: text('partner').notNull(),
    value: text('value').notNull(),
    /** Days the coupon stays valid after it is issued; null: no expiry. */
    validDays: integer('valid_days'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coupon_rules_tenant_trigger').on(table.tenantId, table.trigger)],
);
