import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@podium/contracts/payments/order';
import { toast } from '../../components/ui/toaster';
import { http } from '../../lib/http-client';
import { errorMessage } from '../../lib/error-messages';
import { useAuth } from '../../lib/auth/use-auth';
import { useTenantConfig } from '../../lib/tenant/get-tenant-config';
import { openRazorpayCheckout } from './razorpay-checkout';
import { memberKeys } from '../../lib/member-query-keys';
import { orderAnswer } from './api/orders';

export const CHECKOUT_NOT_OPENED = 'The checkout could not be opened. Please try again in a minute.';
export const PAYMENT_NOT_COMPLETED = 'Payment not completed. Your place stays held for a few minutes: pay from My registrations.';
export const PAYMENT_CONFIRMED = 'Payment received. Your place is confirmed.';
export const PAYMENT_CONFIRMING = 'Payment received. We are confirming it with the bank; this page updates when it is done.';

/**
 * Takes a member from an order to its provider's checkout: the demo page on our origin, Stripe's
 * hosted Checkout (a redirect), or Razorpay's checkout over the page, whose signed answer goes to
 * `POST /customer/orders/{orderId}/razorpay-return` (the server checks the signature and asks
 * Razorpay for the amount; the webhook would settle it too). Nothing here marks anything paid.
 */
export function useStartCheckout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { data: tenant } = useTenantConfig();
  const siteName = tenant?.settings.siteTitle ?? 'Podium';

  return useCallback(
    async (order: Order): Promise<void> => {
      const url = order.checkout?.url;
      if (url) {
        if (url.startsWith('/')) void navigate(url);
        else window.location.assign(url);
        return;
      }
      const keyId = order.checkout?.keyId;
      const providerOrderId = order.checkout?.providerOrderId;
      if (order.provider !== 'razorpay' || !keyId || !providerOrderId) {
        toast.error(CHECKOUT_NOT_OPENED);
        return;
      }
      let outcome: Awaited<ReturnType<typeof openRazorpayCheckout>>;
      try {
        outcome = await openRazorpayCheckout({
          keyId,
          providerOrderId,
          amount: order.amount,
          currency: order.currency,
          siteName,
          prefill: { ...(user?.name ? { name: user.name } : {}), ...(user?.email ? { email: user.email } : {}) },
        });
      } catch {
        toast.error(CHECKOUT_NOT_OPENED);
        return;
      }
      if (outcome.kind === 'dismissed') {
        toast.message(PAYMENT_NOT_COMPLETED);
        return;
      }
      try {
        const answer = await http.post(`/customer/orders/${order.orderId}/razorpay-return`, outcome.response, { schema: orderAnswer });
        if (answer.data.status === 'paid') toast.success(PAYMENT_CONFIRMED);
        else toast.message(PAYMENT_CONFIRMING);
      } catch (error) {
        toast.error(errorMessage(error, { fallback: PAYMENT_CONFIRMING }));
      } finally {
        void queryClient.invalidateQueries({ queryKey: memberKeys.orders });
        void queryClient.invalidateQueries({ queryKey: memberKeys.registrations });
        void navigate('/my-events');
      }
    },
    [navigate, queryClient, siteName, user?.email, user?.name],
  );
}
