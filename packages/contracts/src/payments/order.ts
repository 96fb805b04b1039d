import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';

/** `cancelled`: every place of a pending order was given up before it was paid (issue 28); a payment that still arrives is refunded. */
export const ORDER_STATUS_VALUES = ['pending', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded', 'cancelled'] as const;
export const REFUND_STATUS_VALUES = ['pending', 'sending', 'sent', 'processed', 'failed'] as const;

/** One line of an order: a place (or a team's fee) and how much of it went back. */
export const orderLineSchema = z.object({
  registrationId: z.number().int(),
  eventSportCategoryId: z.number().int(),
  amount: z.number().int(),
  refunded: z.number().int(),
  /** The place this line paid for was given up (withdrawn, expired, refunded in full). */
  released: z.boolean(),
  /** The line pays a team's fee (charged per team). */
  teamId: z.number().int().nullable(),
});

/** A refund of an order as it stands at the provider: `failed` means nothing went back (the place is kept). */
export const orderRefundSchema = z.object({
  /** Issue 30: names the refund's credit note (`/customer/orders/{orderId}/refunds/{refundId}/credit-note`); null in older answers. */
  id: z.number().int().nullable().default(null),
  amount: z.number().int(),
  status: z.enum(REFUND_STATUS_VALUES),
  reason: z.string(),
  createdAt: z.string(),
});

/** One order: what a member owes or paid for one or more categories of one event (docs/payments.md). */
export const orderSchema = z.object({
  orderId: z.string(),
  /** Minor units (paise, cents). */
  amount: z.number().int(),
  currency: z.string(),
  provider: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  refunded: z.number().int(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  eventId: z.number().int(),
  registrationIds: z.array(z.number().int()),
  /** What opens the provider's checkout: Razorpay `keyId` + `providerOrderId`; Stripe and demo `url`. Null until made. */
  checkout: z.record(z.string(), z.string()).nullable(),
  /** Added in issue 28: per-line amounts and refunds (older answers lack them). */
  lines: z.array(orderLineSchema).default([]),
  refunds: z.array(orderRefundSchema).default([]),
  /** Issue 30: a payment attempt on this pending order failed at this time; the place stays held until `expiresAt`. */
  lastAttemptFailedAt: z.string().nullable().default(null),
});
export type Order = z.infer<typeof orderSchema>;

export const orderIdParamsSchema = z.object({ orderId: z.uuid('This is not an order id.') });
export const orderRefundParamsSchema = orderIdParamsSchema.extend({
  refundId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Razorpay checkout's signed return, posted by the web app. */
export const razorpayReturnSchema = z.object({
  razorpay_order_id: oneLineText().min(1).max(100),
  razorpay_payment_id: oneLineText().min(1).max(100),
  razorpay_signature: oneLineText().min(1).max(200),
});

/** The demo checkout's buttons. */
export const demoOutcomeSchema = z.object({ outcome: z.enum(['pay', 'fail']) });

export const refundRequestSchema = z.object({
  /** Minor units; absent = the whole remaining amount. */
  amount: z.number().int().positive().max(100_000_000).optional(),
  reason: oneLineText().trim().min(2, 'Give a reason for the refund').max(300),
});

/** `POST /api/admin/payments/orders/{orderId}/refund`: the order's status and how much of it went back (minor units), as sent. */
export const refundAnswerDataSchema = z.object({ status: z.string(), refunded: z.number().int() });

/** `DELETE /api/admin/payments/fees/{eventSportCategoryId}`: the category is free again, and the answer carries no data. */
export const categoryFeeRemovedDataSchema = z.null();

export const categoryFeeSchema = z.object({
  amount: z.number().int().positive().max(100_000_000),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as INR')
    .default('INR'),
  chargedPer: z.enum(['person', 'team']).default('person'),
  earlyBirdAmount: z.number().int().positive().max(100_000_000).nullable().default(null),
  earlyBirdUntil: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type CategoryFee = z.output<typeof categoryFeeSchema>;

/** The tenant's refund policy and receipt fields (/cancellation-refund shows the policy). */
export const paymentSettingsSchema = z.object({
  legalName: oneLineText().trim().max(200).nullable(),
  gstin: z
    .string()
    .trim()
    .regex(/^[0-9A-Z]{15}$/, 'A GSTIN has 15 letters and digits')
    .nullable(),
  taxRateBasisPoints: z.number().int().min(0).max(10_000),
  refundPolicy: z.enum(['full', 'minus_fee', 'none']),
  refundFee: z.number().int().min(0).max(100_000_000),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const adminOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUS_VALUES).optional(),
  eventId: z.coerce.number().int().positive().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

/** `GET /api/admin/payments/fees?eventId=`: each category of the event with its fee (null = free). */
export const adminCategoryFeesQuerySchema = z.object({ eventId: z.coerce.number().int().positive() });
export const adminCategoryFeeRowSchema = z.object({
  eventSportCategoryId: z.number().int(),
  label: z.string(),
  fee: categoryFeeSchema.nullable(),
});
export type AdminCategoryFeeRow = z.infer<typeof adminCategoryFeeRowSchema>;

/** Totals of the filtered orders that took money, per event and per category (issue 15). */
export const orderTotalsByEventSchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  currency: z.string(),
  orders: z.number().int(),
  paid: z.number().int(),
  refunded: z.number().int(),
});
export const orderTotalsByCategorySchema = z.object({
  eventId: z.number().int(),
  eventSportCategoryId: z.number().int(),
  label: z.string(),
  currency: z.string(),
  places: z.number().int(),
  paid: z.number().int(),
  /** Issue 30: how much of this category's lines went back (older answers lack it). */
  refunded: z.number().int().default(0),
});

/** A line of an order in the admin's list: also names its sport and category (issue 30: refunded per category). */
export const adminOrderLineSchema = orderLineSchema.extend({ label: z.string().default('') });
export type AdminOrderLine = z.infer<typeof adminOrderLineSchema>;

/** An order as the admin's list shows it: whose, for which event, when. */
export const adminOrderSchema = orderSchema.extend({
  memberName: z.string().nullable(),
  eventName: z.string(),
  createdAt: z.string(),
  lines: z.array(adminOrderLineSchema).default([]),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** `GET /api/admin/payments/orders`: the filtered orders and their totals. */
export const adminOrdersAnswerSchema = z.object({
  orders: z.array(adminOrderSchema),
  totals: z.array(z.object({ currency: z.string(), paid: z.number().int(), refunded: z.number().int() })),
  totalsByEvent: z.array(orderTotalsByEventSchema),
  totalsByCategory: z.array(orderTotalsByCategorySchema),
});
export type AdminOrdersAnswer = z.infer<typeof adminOrdersAnswerSchema>;

/** `GET /api/payments/policy`: the tenant's cancellation and refund policy (/cancellation-refund). */
export const refundPolicySchema = z.object({
  refundPolicy: z.enum(['full', 'minus_fee', 'none']),
  refundFee: z.number().int(),
  holdMinutes: z.number().int(),
});
export type RefundPolicy = z.infer<typeof refundPolicySchema>;
