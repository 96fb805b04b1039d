import { useQuery } from '@tanstack/react-query';
import { lazyEnvelope } from '../../../lib/lazy-envelope';
import { http } from '../../../lib/http-client';
import { paymentKeys } from './query-keys';

const policyAnswer = lazyEnvelope(async () => (await import('@podium/contracts/payments/order')).refundPolicySchema);

/** `GET /payments/policy`: this site's refund policy, as the admin set it. */
export function useRefundPolicy() {
  return useQuery({
    queryKey: paymentKeys.refundPolicy,
    queryFn: async () => (await http.get('/payments/policy', { schema: policyAnswer })).data,
  });
}
