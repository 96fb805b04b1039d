import { createHmac } from 'node:crypto';
import { paymentProviderOf, type Config } from '../../../config/config';
import { DemoPaymentProvider } from './demo-provider';
import type { PaymentProvider } from './payment-provider';
import { RazorpayPaymentProvider } from './razorpay-provider';
import { StripePaymentProvider } from './stripe-provider';

/** The provider PAYMENT_PROVIDER names (config has checked its keys), or null when payments are off. */
export function createPaymentProvider(config: Config, sessionSecret: string): PaymentProvider | null {
  const name = paymentProviderOf(config);
  if (name === 'razorpay') {
    return new RazorpayPaymentProvider({
      keyId: config.RAZORPAY_KEY_ID!,
      keySecret: config.RAZORPAY_KEY_SECRET!,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
      baseUrl: config.RAZORPAY_BASE_URL,
    });
  }
  if (name === 'stripe') {
    return new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      baseUrl: config.STRIPE_BASE_URL,
    });
  }
  // The demo secret is derived from the session secret, so nobody outside the server can sign a demo webhook.
  if (name === 'demo') return new DemoPaymentProvider(createHmac('sha256', sessionSecret).update('payments-demo-webhook').digest('hex'));
  return null;
}
