import Razorpay from 'razorpay';
import { fetchWithPolicy, OPERATOR_CONFIGURED } from '../../../platform/guarded-http';
import type { CreateOrderInput, CreatedOrder, PaymentProvider, ProviderOrderState, ProviderRefund, WebhookEvent } from './payment-provider';
import { headerOf, InvalidSignatureError } from './payment-provider';
import { hmacHex, signatureMatches } from './signature';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a local server in tests. */
  baseUrl: string;
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
    http.timeout = 15_000;
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
      payload: { payment?: { entity: RazorpayPaymentEntity }; refund?: { entity: { id: string; payment_id: string; amount: number } } };
    };
    // Razorpay names each delivery's event in this header; retries of one event carry the same id.
    const eventId = headerOf(headers, 'x-razorpay-event-id') || hmacHex('event', rawBody);
    const payment = body.payload.payment?.entity;
    if (body.event === 'payment.captured' && payment) return { eventId, kind: 'captured', payment: toCaptured(payment) };
    // payment.failed is one attempt: Razorpay's checkout lets the member retry on the same order, so
    // the order stays pending (and its hold runs out as usual) instead of failing here.
    const refund = body.payload.refund?.entity;
    if (body.event === 'refund.processed' && refund) {
      return { eventId, kind: 'refunded', providerPaymentId: refund.payment_id, providerRefundId: refund.id, amountMinor: refund.amount };
    }
    return { eventId, kind: 'ignored' };
  }

  async fetchOrderState(providerOrderId: string): Promise<ProviderOrderState> {
    const { items } = await this.client.orders.fetchPayments(providerOrderId);
    const captured = (items as unknown as RazorpayPaymentEntity[]).find((payment) => payment.status === 'captured');
    if (captured) return { state: 'paid', payment: toCaptured(captured) };
    return { state: 'pending' };
  }

  async refund(providerPaymentId: string, amountMinor: number, idempotencyKey: string): Promise<ProviderRefund> {
    const refund = await this.client.payments.refund(providerPaymentId, { amount: amountMinor, receipt: idempotencyKey.slice(0, 40) });
    return { providerRefundId: refund.id, processed: refund.status === 'processed' };
  }
}

const toCaptured = (payment: RazorpayPaymentEntity) => ({
  providerOrderId: payment.order_id,
  providerPaymentId: payment.id,
  amountMinor: Number(payment.amount),
  currency: payment.currency,
});
