import Razorpay from 'razorpay';
import { fetchWithPolicy, OPERATOR_CONFIGURED } from '../../../platform/guarded-http';
import type { CreateOrderInput, CreatedOrder, PaymentProvider, ProviderOrderState, ProviderRefund, WebhookEvent } from './payment-provider';
import { InvalidSignatureError, podiumRefundIdOf, ProviderRefusedError, headerOf } from './payment-provider';
import { hmacHex, signatureMatches } from './signature';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a local server in tests. */
  baseUrl: string;
}

interface RazorpayRefundEntity {
  id: string;
  payment_id: string;
  amount: number;
  status?: string;
  receipt?: string | null;
  notes?: Record<string, string> | unknown[];
}

interface RazorpayPaymentEntity {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
}

/**
 * Razorpay through its official SDK (orders, payments, refunds). The SDK speaks axios; its instance
 * is switched to axios' fetch adapter with our guarded fetch, so every request goes through
 * platform/guarded-http.ts like every other outbound call.
 */
export class RazorpayPaymentProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  private readonly client: Razorpay;

  constructor(private readonly settings: RazorpaySettings) {
    this.client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
    const http = (this.client as unknown as { api: { rq: { defaults: Record<string, unknown> } } }).api.rq.defaults;
    http.baseURL = settings.baseUrl;
    http.adapter = 'fetch';
    // `Request: null`: axios then calls fetch(url, init), which outboundFetch takes.
    http.env = { fetch: fetchWithPolicy(OPERATOR_CONFIGURED), Request: null };
    // Short enough that a registration never waits long on Razorpay: 'Pay now' and the job try again.
    http.timeout = 8_000;
  }

  private get http() {
    return (
      this.client as unknown as { api: { rq: { post: (url: string, body: unknown, config: unknown) => Promise<{ data: unknown }> } } }
    ).api.rq;
  }

  async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
    const order = await this.client.orders.create({
      amount: input.amountMinor,
      currency: input.currency,
      receipt: input.orderId.slice(0, 40),
      notes: { podiumOrderId: input.orderId },
    });
    return { providerOrderId: order.id, checkout: { keyId: this.settings.keyId, providerOrderId: order.id } };
  }

  /** The checkout's signed return: razorpay_signature = HMAC-SHA256(order_id|payment_id, key secret). */
  verifyReturn(providerOrderId: string, providerPaymentId: string, signature: string): boolean {
    return signatureMatches(hmacHex(this.settings.keySecret, `${providerOrderId}|${providerPaymentId}`), signature);
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookEvent {
    if (!signatureMatches(hmacHex(this.settings.webhookSecret, rawBody), headerOf(headers, 'x-razorpay-signature'))) {
      throw new InvalidSignatureError();
    }
    const body = JSON.parse(rawBody.toString('utf8')) as {
      event: string;
      created_at?: number;
      payload: { payment?: { entity: RazorpayPaymentEntity }; refund?: { entity: RazorpayRefundEntity } };
    };
    const payment = body.payload.payment?.entity;
    const refund = body.payload.refund?.entity;
    // The de-duplication key comes from the signed body (the event, its entity and its time), never
    // from the X-Razorpay-Event-Id header, which the signature does not cover.
    const eventId = `${body.event}:${refund?.id ?? payment?.id ?? ''}:${body.created_at ?? ''}`;
    if (body.event === 'payment.captured' && payment) return { eventId, kind: 'captured', payment: toCaptured(payment) };
    // payment.failed is one attempt: Razorpay's checkout lets the member retry on the same order, so
    // the order stays pending (and its hold runs out as usual); the failure is noted for 'Try again'.
    if (body.event === 'payment.failed' && payment) return { eventId, kind: 'attempt-failed', providerOrderId: payment.order_id };
    if ((body.event === 'refund.processed' || body.event === 'refund.failed' || body.event === 'refund.created') && refund) {
      const status = body.event === 'refund.processed' ? 'processed' : body.event === 'refund.failed' ? 'failed' : 'pending';
      return {
        eventId,
        kind: 'refunded',
        providerPaymentId: refund.payment_id,
        refunds: [
          {
            providerRefundId: refund.id,
            amountMinor: Number(refund.amount),
            status,
            podiumRefundId:
              podiumRefundIdOf(refund.receipt) ?? podiumRefundIdOf((refund.notes as Record<string, string> | undefined)?.podiumRefundId),
          },
        ],
      };
    }
    return { eventId, kind: 'ignored' };
  }

  async fetchOrderState(providerOrderId: string): Promise<ProviderOrderState> {
    const { items } = await this.client.orders.fetchPayments(providerOrderId);
    const captured = (items as unknown as RazorpayPaymentEntity[]).find((payment) => payment.status === 'captured');
    if (captured) return { state: 'paid', payment: toCaptured(captured) };
    return { state: 'pending' };
  }

  /**
   * A refund with Razorpay's `X-Refund-Idempotency` header: a send whose answer was lost (a timeout,
   * the minute job overlapping) returns the same refund instead of paying twice. The receipt carries
   * our refund id, so its webhook finds our row even before the refund id is stored.
   */
  async refund(providerPaymentId: string, amountMinor: number, idempotencyKey: string): Promise<ProviderRefund> {
    try {
      const { data } = await this.http.post(
        `/v1/payments/${encodeURIComponent(providerPaymentId)}/refund`,
        { amount: amountMinor, receipt: idempotencyKey.slice(0, 40), notes: { podiumRefundId: idempotencyKey } },
        { headers: { 'X-Refund-Idempotency': `podium-${idempotencyKey}` } },
      );
      const refund = data as RazorpayRefundEntity;
      return { providerRefundId: refund.id, processed: refund.status === 'processed' };
    } catch (error) {
      const status = (error as { response?: { status?: number; data?: { error?: { description?: string } } } }).response?.status;
      const description = (error as { response?: { data?: { error?: { description?: string } } } }).response?.data?.error?.description;
      // 409: an earlier send with this key is still being processed; 429: slow down. Both: try again later.
      if (status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429) {
        throw new ProviderRefusedError(description ?? `Razorpay refused the refund (${status}).`);
      }
      throw error;
    }
  }
}

const toCaptured = (payment: RazorpayPaymentEntity) => ({
  providerOrderId: payment.order_id,
  providerPaymentId: payment.id,
  amountMinor: Number(payment.amount),
  currency: payment.currency,
});
