import { useQuery } from '@tanstack/react-query';
import { refundPolicySchema } from '@podium/contracts/payments/order';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { paymentKeys } from './query-keys';

const policyAnswer = successEnvelope(refundPolicySchema);

/** `GET /payments/policy`: this site's refund policy, as the admin set it. */
export function useRefundPolicy() {
  return useQuery({
    queryKey: paymentKeys.refundPolicy,
    queryFn: async () => (await http.get('/payments/policy', { schema: policyAnswer })).data,
  });
}
