import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCategoryFeeRow, CategoryFee, Order, PaymentSettings } from '@podium/contracts/payments/order';
import { buildHeaders, buildUrl, http } from '../../../lib/http-client';

export type AdminOrder = Order & { memberName: string | null; eventName: string; createdAt: string };
export interface AdminOrdersAnswer {
  orders: AdminOrder[];
  totals: Array<{ currency: string; paid: number; refunded: number }>;
  totalsByEvent: Array<{ eventId: number; eventName: string; currency: string; orders: number; paid: number; refunded: number }>;
  totalsByCategory: Array<{ eventId: number; eventSportCategoryId: number; label: string; currency: string; places: number; paid: number }>;
}
export interface AdminOrderFilters {
  status?: string;
  eventId?: number;
  from?: string;
  to?: string;
}

const KEY = ['admin-payments'] as const;

/** `GET /admin/payments/orders`: orders with filters and totals. */
export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery({
    queryKey: [...KEY, filters],
    queryFn: async () => (await http.get<{ data: AdminOrdersAnswer }>('/admin/payments/orders', { query: { ...filters } })).data,
  });
}

/** `POST /admin/payments/orders/{orderId}/refund`: full (no amount) or partial, with a reason. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: string; amount?: number; reason: string }) =>
      http.post<{ message: string }>(`/admin/payments/orders/${input.orderId}/refund`, { amount: input.amount, reason: input.reason }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Downloads `GET /admin/payments/orders.csv` with the same filters. */
export async function downloadOrdersCsv(filters: AdminOrderFilters): Promise<void> {
  const response = await fetch(buildUrl('/admin/payments/orders.csv', { ...filters }), {
    headers: buildHeaders('GET'),
    credentials: 'include',
  });
  if (!response.ok) throw new Error('The CSV could not be downloaded. Please try again.');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'orders.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

const FEES_KEY = ['admin-payments', 'fees'] as const;
const SETTINGS_KEY = ['admin-payments', 'settings'] as const;

/** `GET /admin/payments/fees?eventId=`: each category of the event with its fee (null = free). */
export function useCategoryFees(eventId: number | undefined) {
  return useQuery({
    queryKey: [...FEES_KEY, eventId],
    queryFn: async () => (await http.get<{ data: AdminCategoryFeeRow[] }>('/admin/payments/fees', { query: { eventId } })).data,
    enabled: eventId !== undefined,
  });
}

/** `PUT /admin/payments/fees/{id}` (a fee) or `DELETE` (free again). */
export function useSaveCategoryFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { eventSportCategoryId: number; fee: CategoryFee | null }) =>
      input.fee
        ? http.put<{ message: string }>(`/admin/payments/fees/${input.eventSportCategoryId}`, input.fee)
        : http.delete<{ message: string }>(`/admin/payments/fees/${input.eventSportCategoryId}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: FEES_KEY }),
  });
}

/** `GET /admin/payments/settings`. */
export const usePaymentSettings = () =>
  useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async () => (await http.get<{ data: PaymentSettings }>('/admin/payments/settings')).data,
  });

/** `PUT /admin/payments/settings`. */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PaymentSettings) => http.put<{ message: string }>('/admin/payments/settings', settings),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}
