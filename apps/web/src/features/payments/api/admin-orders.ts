import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@podium/contracts/payments/order';
import { buildHeaders, buildUrl, http } from '../../../lib/http-client';

export type AdminOrder = Order & { memberName: string | null; eventName: string; createdAt: string };
export interface AdminOrdersAnswer {
  orders: AdminOrder[];
  totals: Array<{ currency: string; paid: number; refunded: number }>;
}
export interface AdminOrderFilters {
  status?: string;
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
