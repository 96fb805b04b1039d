import type { PaymentProviderName } from '../../../config/config';

/** CSP sources a provider's checkout needs on our pages, by directive (helmet's camelCase names). */
export interface PaymentCspSources {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
}

const NOTHING: PaymentCspSources = { scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] };

/**
 * Razorpay's Standard Checkout is its script from https://checkout.razorpay.com (it must be loaded
 * from there for PCI DSS SAQ-A, never bundled), which opens its payment frame from Razorpay's own
 * hosts and reports to them; the web app loads it only when a member presses Pay. Stripe's Checkout
 * is a redirect to Stripe's page and the demo checkout is our own page: nothing to add for them.
 */
const PROVIDER_SOURCES: Record<PaymentProviderName, PaymentCspSources> = {
  razorpay: {
    scriptSrc: ['https://checkout.razorpay.com'],
    frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
    connectSrc: ['https://*.razorpay.com'],
    imgSrc: ['https://*.razorpay.com'],
  },
  stripe: NOTHING,
  demo: NOTHING,
  none: NOTHING,
};

export function paymentCspSources(provider: PaymentProviderName): PaymentCspSources {
  return PROVIDER_SOURCES[provider];
}
