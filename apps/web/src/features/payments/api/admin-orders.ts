import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCategoryFeeRowSchema,
  adminOrdersAnswerSchema,
  categoryFeeRemovedDataSchema,
  categoryFeeSchema,
  paymentSettingsSchema,
  refundAnswerDataSchema,
  type CategoryFee,
  type PaymentSettings,
} from '@podium/contracts/payments/order';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { buildHeaders, buildUrl, http } from '../../../lib/http-client';
import { paymentKeys } from './query-keys';

export type { AdminOrder, AdminOrdersAnswer } from '@podium/contracts/payments/order';

const ordersAnswer = successEnvelope(adminOrdersAnswerSchema);
const feesAnswer = successEnvelope(adminCategoryFeeRowSchema.array());
const settingsAnswer = successEnvelope(paymentSettingsSchema);
const refundAnswer = successEnvelope(refundAnswerDataSchema);
const feeAnswer = successEnvelope(categoryFeeSchema);
const feeRemovedAnswer = successEnvelope(categoryFeeRemovedDataSchema);

export interface AdminOrderFilters {
  status?: string;
  eventId?: number;
  from?: string;
  to?: string;
}

/** `GET /admin/payments/orders`: orders with filters and totals. */
export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery({
    queryKey: paymentKeys.adminOrders(filters),
    queryFn: async () => (await http.get('/admin/payments/orders', { query: { ...filters }, schema: ordersAnswer })).data,
  });
}

/** `POST /admin/payments/orders/{orderId}/refund`: full (no amount) or partial, with a reason. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: string; amount?: number; reason: string }) =>
      http.post(`/admin/payments/orders/${input.orderId}/refund`, { amount: input.amount, reason: input.reason }, { schema: refundAnswer }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.admin }),
  });
}

export const NO_ORDERS_TO_EXPORT = 'No orders match these filters, so there is nothing to download.';

/** Downloads `GET /admin/payments/orders.csv` with the same filters. */
export async function downloadOrdersCsv(filters: AdminOrderFilters): Promise<void> {
  const response = await fetch(buildUrl('/admin/payments/orders.csv', { ...filters }), {
    headers: buildHeaders('GET'),
    credentials: 'include',
  });
  if (!response.ok) throw new Error('The CSV could not be downloaded. Please try again.');
  const blob = await response.blob();
  // A header line alone is no export (issue 17): say so instead of downloading an empty sheet.
  if ((await blob.text()).trim().split(/\r?\n/).length < 2) throw new Error(NO_ORDERS_TO_EXPORT);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'orders.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** `GET /admin/payments/fees?eventId=`: each category of the event with its fee (null = free). */
export function useCategoryFees(eventId: number | undefined) {
  return useQuery({
    queryKey: paymentKeys.categoryFees(eventId),
    queryFn: async () => (await http.get('/admin/payments/fees', { query: { eventId }, schema: feesAnswer })).data,
    enabled: eventId !== undefined,
  });
}

/** `PUT /admin/payments/fees/{id}` (a fee) or `DELETE` (free again). */
export function useSaveCategoryFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { eventSportCategoryId: number; fee: CategoryFee | null }): Promise<{ message: string }> =>
      input.fee
        ? http.put(`/admin/payments/fees/${input.eventSportCategoryId}`, input.fee, { schema: feeAnswer })
        : http.delete(`/admin/payments/fees/${input.eventSportCategoryId}`, { schema: feeRemovedAnswer }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.allCategoryFees }),
  });
}

/** `GET /admin/payments/settings`. */
export const usePaymentSettings = () =>
  useQuery({
    queryKey: paymentKeys.settings,
    queryFn: async () => (await http.get('/admin/payments/settings', { schema: settingsAnswer })).data,
  });

/** `PUT /admin/payments/settings`. */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PaymentSettings) => http.put('/admin/payments/settings', settings, { schema: settingsAnswer }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.settings }),
  });
}
