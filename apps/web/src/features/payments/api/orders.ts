import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@podium/contracts/payments/order';
import { lazyEnvelope } from '../../../lib/lazy-envelope';
import { http } from '../../../lib/http-client';
import { downloadPdf } from '../../../lib/download-pdf';
import { memberKeys } from '../../../lib/member-query-keys';

const ordersAnswer = lazyEnvelope(async () => (await import('@podium/contracts/payments/order')).orderSchema.array());
/** Every order call answers the order: the read, 'Pay now', the demo checkout and the provider's return. */
export const orderAnswer = lazyEnvelope(async () => (await import('@podium/contracts/payments/order')).orderSchema);

/** `GET /customer/orders`: my orders, newest first (/my-events shows them). */
export function useMyOrders(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: memberKeys.orders,
    queryFn: async () => (await http.get('/customer/orders', { schema: ordersAnswer })).data,
    enabled: options.enabled ?? true,
  });
}

/** `GET /customer/orders/{orderId}`. */
export function useOrder(orderId: string) {
  return useQuery({
    queryKey: [...memberKeys.orders, orderId],
    queryFn: async () => (await http.get(`/customer/orders/${orderId}`, { schema: orderAnswer })).data,
  });
}

const useOrderMutation = <T>(call: (input: T) => Promise<{ data: Order }>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => (await call(input)).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.orders });
      void queryClient.invalidateQueries({ queryKey: memberKeys.registrations });
    },
  });
};

/** `POST /customer/orders/{orderId}/checkout` ('Pay now'): the provider's checkout for a pending order. */
export const useOpenCheckout = () =>
  useOrderMutation((orderId: string) => http.post(`/customer/orders/${orderId}/checkout`, undefined, { schema: orderAnswer }));

/** `POST /customer/orders/{orderId}/demo`: the demo checkout's 'Pay' and 'Fail'. */
export const useDemoOutcome = () =>
  useOrderMutation(({ orderId, outcome }: { orderId: string; outcome: 'pay' | 'fail' }) =>
    http.post(`/customer/orders/${orderId}/demo`, { outcome }, { schema: orderAnswer }),
  );

/** Downloads the PDF receipt. */
export const downloadReceipt = (orderId: string, receiptNumber: string): Promise<void> =>
  downloadPdf(
    `/customer/orders/${orderId}/receipt`,
    `receipt-${receiptNumber}.pdf`,
    'The receipt could not be downloaded. Please try again.',
  );

/** Downloads the PDF credit note of one refund (issue 30), numbered after the receipt: R-000012-C1. */
export const downloadCreditNote = (orderId: string, refundId: number, creditNoteNumber: string): Promise<void> =>
  downloadPdf(
    `/customer/orders/${orderId}/refunds/${refundId}/credit-note`,
    `credit-note-${creditNoteNumber}.pdf`,
    'The credit note could not be downloaded. Please try again.',
  );
