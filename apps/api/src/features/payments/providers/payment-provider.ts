import type { PaymentProviderName } from '../../../db/schema/payments';

/** What a provider needs to make its order (or Checkout Session) for one of ours. */
export interface CreateOrderInput {
  /** Our order id: the provider's receipt / idempotency key, so a retry never makes a second order. */
  orderId: string;
  /** When the order was made: anything derived from it (Stripe's `expires_at`) is the same on every retry. */
  createdAt: Date;
  amountMinor: number;
  currency: string;
  description: string;
  /** Where the provider sends the member back (Stripe Checkout), on our origin. */
  returnUrl: string;
  expiresAt: Date;
}

export interface CreatedOrder {
  providerOrderId: string;
  /** What the web app needs to open the checkout: Razorpay key id and order id; a URL for Stripe and demo. */
  checkout: Record<string, string>;
}

/** A captured payment as the provider reports it; the amount and currency are checked against the order. */
export interface CapturedPayment {
  providerOrderId: string;
  providerPaymentId: string;
  amountMinor: number;
  currency: string;
}

/** One refund as the provider reports it; `podiumRefundId` when it carries our own id (receipt, metadata). */
export interface ReportedRefund {
  providerRefundId: string;
  amountMinor: number;
  status: 'processed' | 'pending' | 'failed';
  podiumRefundId?: number;
}

/** A webhook, verified and reduced to what Podium acts on. */
export type WebhookEvent =
  | { eventId: string; kind: 'captured'; payment: CapturedPayment }
  | { eventId: string; kind: 'failed'; providerOrderId: string }
  /** One payment attempt failed (a declined card, a cancelled UPI request) on a checkout the member can retry: the hold runs on. */
  | { eventId: string; kind: 'attempt-failed'; providerOrderId: string }
  /** The checkout finished with a payment method that settles later (Stripe's delayed methods): hold on. */
  | { eventId: string; kind: 'processing'; providerOrderId: string }
  | {
      eventId: string;
      kind: 'refunded';
      providerPaymentId: string;
      refunds: ReportedRefund[];
      /** Everything refunded on the payment so far, when the provider says only that (a charge without its refund list). */
      totalRefundedMinor?: number;
    }
  | { eventId: string; kind: 'ignored' };

/** Our refund id, from the `refund-<id>` receipt or idempotency key Podium sends with each refund. */
export const podiumRefundIdOf = (value: unknown): number | undefined => {
  if (typeof value !== 'string' || !value.startsWith('refund-')) return undefined;
  const id = Number(value.slice('refund-'.length));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** The order's state at the provider (reconciliation after a lost webhook). */
export type ProviderOrderState = { state: 'paid'; payment: CapturedPayment } | { state: 'failed' } | { state: 'pending' };

export interface ProviderRefund {
  providerRefundId: string;
  processed: boolean;
}

/**
 * The provider answered a refund with a refusal about the refund itself (a 4xx other than a
 * conflict or a rate limit): sending it again cannot succeed, so it is marked failed at once.
 */
export class ProviderRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderRefusedError';
  }
}

/** Thrown when a webhook or checkout return does not verify; the route answers 400 and changes nothing. */
export class InvalidSignatureError extends Error {
  constructor(message = 'The signature does not match.') {
    super(message);
    this.name = 'InvalidSignatureError';
  }
}

/**
 * One payment provider (demo, Razorpay, Stripe). Podium never sees card data: the checkout runs on
 * the provider's page or script, and only signed webhooks or signed returns confirm a payment.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  /** Verifies the signature over the raw body (throws InvalidSignatureError) and parses the event. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookEvent;
  fetchOrderState(providerOrderId: string): Promise<ProviderOrderState>;
  refund(providerPaymentId: string, amountMinor: number, idempotencyKey: string): Promise<ProviderRefund>;
}

export const headerOf = (headers: Record<string, string | string[] | undefined>, name: string): string => {
  const value = headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};
