import { randomUUID } from 'node:crypto';
import type { CreateOrderInput, CreatedOrder, PaymentProvider, ProviderOrderState, ProviderRefund, WebhookEvent } from './payment-provider';
import { headerOf, InvalidSignatureError } from './payment-provider';
import { hmacHex, signatureMatches } from './signature';

/** The demo provider's webhook body: what `/pay-demo` makes the server sign and post to itself. */
export interface DemoWebhookBody {
  id: string;
  type: 'payment.captured' | 'payment.failed';
  orderId: string;
  paymentId?: string;
  amount?: number;
  currency?: string;
}

export const DEMO_SIGNATURE_HEADER = 'x-demo-signature';

/**
 * The built-in provider for `npm start` (refused in production by config): the checkout is our own
 * page /pay-demo/{orderId}; its 'Pay' and 'Fail' buttons make the server sign a webhook with the demo
 * secret and run it through the same webhook path a real provider's would take.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo' as const;
  constructor(private readonly secret: string) {}

  async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
    return { providerOrderId: `demo_${input.orderId}`, checkout: { url: `/pay-demo/${input.orderId}` } };
  }

  /** A signed webhook body for the demo page's button (the only way a demo payment happens). */
  signedWebhook(body: DemoWebhookBody): { rawBody: Buffer; headers: Record<string, string> } {
    const rawBody = Buffer.from(JSON.stringify(body));
    return { rawBody, headers: { [DEMO_SIGNATURE_HEADER]: hmacHex(this.secret, rawBody) } };
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookEvent {
    if (!signatureMatches(hmacHex(this.secret, rawBody), headerOf(headers, DEMO_SIGNATURE_HEADER))) throw new InvalidSignatureError();
    const body = JSON.parse(rawBody.toString('utf8')) as DemoWebhookBody;
    // 'Fail' is one attempt, as on a real checkout: the member may try again while the hold lasts.
    if (body.type === 'payment.failed') return { eventId: body.id, kind: 'attempt-failed', providerOrderId: body.orderId };
    return {
      eventId: body.id,
      kind: 'captured',
      payment: { providerOrderId: body.orderId, providerPaymentId: body.paymentId!, amountMinor: body.amount!, currency: body.currency! },
    };
  }

  /** The demo keeps no state of its own: a lost demo webhook is simply pressed again. */
  async fetchOrderState(): Promise<ProviderOrderState> {
    return { state: 'pending' };
  }

  async refund(): Promise<ProviderRefund> {
    return { providerRefundId: `demo_rfnd_${randomUUID()}`, processed: true };
  }
}
