import Stripe from 'stripe';
import { fetchWithPolicy, OPERATOR_CONFIGURED } from '../../../platform/guarded-http';
import type { CreateOrderInput, CreatedOrder, PaymentProvider, ProviderOrderState, ProviderRefund, WebhookEvent } from './payment-provider';
import { headerOf, InvalidSignatureError, podiumRefundIdOf, ProviderRefusedError, type ReportedRefund } from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or a local server in tests. */
  baseUrl: string;
}

/** Stripe-Signature timestamps older than this are refused (Stripe's default tolerance): replays fail. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** A Checkout Session lives an hour from the order: longer than any hold, and at least Stripe's 30 minutes on a retry within the hold. */
const STRIPE_SESSION_MINUTES = 60;

/**
 * Stripe Checkout through the official SDK. Its fetch HTTP client is given our guarded fetch, so
 * requests go through platform/guarded-http.ts.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly client: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const url = new URL(settings.baseUrl);
    this.client = new Stripe(settings.secretKey, {
      httpClient: Stripe.createFetchHttpClient(fetchWithPolicy(OPERATOR_CONFIGURED) as typeof fetch),
      host: url.hostname,
      port: url.port || (url.protocol === 'https:' ? 443 : 80),
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      // Retries reuse the idempotency key, so they are safe; short, so a registration never waits long.
      maxNetworkRetries: 1,
      timeout: 5_000,
    });
  }

  async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
    const session = await this.client.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: input.orderId,
        metadata: { podiumOrderId: input.orderId },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.amountMinor,
              product_data: { name: input.description },
            },
          },
        ],
        success_url: input.returnUrl,
        cancel_url: input.returnUrl,
        // Stripe allows 30 minutes at least; our own hold still expires the order first. Derived from
        // the order alone, so a retry after a lost answer sends the same body under the same
        // idempotency key (Stripe refuses a key reused with different parameters).
        expires_at: Math.floor(input.createdAt.getTime() / 1000) + STRIPE_SESSION_MINUTES * 60,
      },
      { idempotencyKey: `order-${input.orderId}` },
    );
    return { providerOrderId: session.id, checkout: { url: session.url ?? '' } };
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookEvent {
    let event: Stripe.Event;
    try {
      event = this.client.webhooks.constructEvent(
        rawBody,
        headerOf(headers, 'stripe-signature'),
        this.settings.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
      );
    } catch {
      throw new InvalidSignatureError();
    }
    if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
      const session = event.data.object;
      // A delayed method (a bank debit): the member finished in time, the money comes later. The
      // place stays held until async_payment_succeeded or _failed, not only for the usual hold.
      if (session.payment_status === 'unpaid' && event.type === 'checkout.session.completed') {
        return { eventId: event.id, kind: 'processing', providerOrderId: session.id };
      }
      if (session.payment_status !== 'paid') return { eventId: event.id, kind: 'ignored' };
      return { eventId: event.id, kind: 'captured', payment: capturedOf(session) };
    }
    if (event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed') {
      return { eventId: event.id, kind: 'failed', providerOrderId: event.data.object.id };
    }
    if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      const paymentIntent = typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? '');
      // Only refunds Stripe names settle anything: a refund row with no Stripe id is never settled by this event.
      const listed = charge.refunds?.data ?? [];
      return {
        eventId: event.id,
        kind: 'refunded',
        providerPaymentId: paymentIntent,
        refunds: listed.map(reportedOf),
        ...(listed.length === 0 ? { totalRefundedMinor: charge.amount_refunded } : {}),
      };
    }
    if (event.type === 'refund.created' || event.type === 'refund.updated' || event.type === 'refund.failed') {
      const refund = event.data.object;
      const paymentIntent = typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? '');
      return { eventId: event.id, kind: 'refunded', providerPaymentId: paymentIntent, refunds: [reportedOf(refund)] };
    }
    return { eventId: event.id, kind: 'ignored' };
  }

  async fetchOrderState(providerOrderId: string): Promise<ProviderOrderState> {
    const session = await this.client.checkout.sessions.retrieve(providerOrderId);
    if (session.payment_status === 'paid') return { state: 'paid', payment: capturedOf(session) };
    if (session.status === 'expired') return { state: 'failed' };
    return { state: 'pending' };
  }

  async refund(providerPaymentId: string, amountMinor: number, idempotencyKey: string): Promise<ProviderRefund> {
    try {
      const refund = await this.client.refunds.create(
        { payment_intent: providerPaymentId, amount: amountMinor, metadata: { podiumRefundId: idempotencyKey } },
        { idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw new ProviderRefusedError(`Stripe answered the refund ${refund.status}.`);
      return { providerRefundId: refund.id, processed: refund.status === 'succeeded' };
    } catch (error) {
      // A request Stripe refuses (400, 402, 404) will be refused again; a conflict, a rate limit or no answer may not.
      const status = (error as { statusCode?: number }).statusCode;
      if (status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429) {
        throw new ProviderRefusedError((error as Error).message);
      }
      throw error;
    }
  }
}

function reportedOf(refund: Stripe.Refund): ReportedRefund {
  const status =
    refund.status === 'succeeded' ? 'processed' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
  return {
    providerRefundId: refund.id,
    amountMinor: refund.amount,
    status,
    podiumRefundId: podiumRefundIdOf(refund.metadata?.podiumRefundId),
  };
}

function capturedOf(session: Stripe.Checkout.Session) {
  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? session.id);
  return {
    providerOrderId: session.id,
    providerPaymentId: paymentIntent,
    amountMinor: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
  };
}
