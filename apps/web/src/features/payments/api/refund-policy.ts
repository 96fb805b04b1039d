import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

export interface RefundPolicy {
  refundPolicy: 'full' | 'minus_fee' | 'none';
  refundFee: number;
  holdMinutes: number;
}

/** `GET /payments/policy`: this site's refund policy, as the admin set it. */
export function useRefundPolicy() {
  return useQuery({
    queryKey: ['refund-policy'],
    queryFn: async () => (await http.get<{ data: RefundPolicy }>('/payments/policy')).data,
  });
}
