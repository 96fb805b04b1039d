import Stripe from 'stripe';
import { fetchWithPolicy, OPERATOR_CONFIGURED } from '../../../platform/guarded-http';
import type { CreateOrderInput, CreatedOrder, PaymentProvider, ProviderOrderState, ProviderRefund, WebhookEvent } from './payment-provider';
import { headerOf, InvalidSignatureError } from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or a local server in tests. */
  baseUrl: string;
}

/** Stripe-Signature timestamps older than this are refused (Stripe's default tolerance): replays fail. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

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
      maxNetworkRetries: 1,
      timeout: 15_000,
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
        // Stripe allows 30 minutes at least; our own hold still expires the order first.
        expires_at: Math.max(Math.floor(input.expiresAt.getTime() / 1000), Math.floor(Date.now() / 1000) + 31 * 60),
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
      if (session.payment_status !== 'paid') return { eventId: event.id, kind: 'ignored' };
      return { eventId: event.id, kind: 'captured', payment: capturedOf(session) };
    }
    if (event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed') {
      return { eventId: event.id, kind: 'failed', providerOrderId: event.data.object.id };
    }
    if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      const paymentIntent = typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? '');
      return { eventId: event.id, kind: 'refunded', providerPaymentId: paymentIntent, amountMinor: charge.amount_refunded };
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
    const refund = await this.client.refunds.create({ payment_intent: providerPaymentId, amount: amountMinor }, { idempotencyKey });
    return { providerRefundId: refund.id, processed: refund.status === 'succeeded' };
  }
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
