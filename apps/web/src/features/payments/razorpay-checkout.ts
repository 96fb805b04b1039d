/**
 * Razorpay's Standard Checkout: its script must come from Razorpay itself (PCI DSS SAQ-A: the card
 * and UPI fields are Razorpay's, never ours), so it is the one script Podium loads from another
 * origin, only when a member presses Pay for a Razorpay order, and only where the API allows it
 * in the Content-Security-Policy (PAYMENT_PROVIDER=razorpay; docs/payments.md).
 */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** What Razorpay's checkout hands back on a successful payment, signed with our key secret. */
export type RazorpayPaymentResponse = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

type RazorpayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color: string };
  handler: (response: RazorpayPaymentResponse) => void;
  modal: { ondismiss: () => void };
};

type RazorpayInstance = { open: () => void; on: (event: 'payment.failed', listener: () => void) => void };
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | undefined;

function loadCheckoutScript(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not load')));
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('Razorpay did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

export type RazorpayOutcome = { kind: 'paid'; response: RazorpayPaymentResponse } | { kind: 'dismissed' };

/** Opens Razorpay's checkout for an order; settles when the member pays or closes it. */
export async function openRazorpayCheckout(order: {
  keyId: string;
  providerOrderId: string;
  amount: number;
  currency: string;
  siteName: string;
  prefill?: RazorpayOptions['prefill'];
}): Promise<RazorpayOutcome> {
  const Razorpay = await loadCheckoutScript();
  return new Promise<RazorpayOutcome>((resolve) => {
    const checkout = new Razorpay({
      key: order.keyId,
      order_id: order.providerOrderId,
      amount: order.amount,
      currency: order.currency,
      name: order.siteName,
      description: 'Event registration',
      ...(order.prefill ? { prefill: order.prefill } : {}),
      theme: { color: '#2563eb' },
      handler: (response) => resolve({ kind: 'paid', response }),
      // A failed attempt keeps the checkout open for another try; only closing it ends this call.
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
    });
    checkout.open();
  });
}
