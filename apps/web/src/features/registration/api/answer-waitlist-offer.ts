import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emptySuccessSchema, successEnvelope } from '@podium/contracts/http/envelope';
import { acceptOfferAnswerDataSchema } from '@podium/contracts/registrations/waitlist';
import { http } from '../../../lib/http-client';
import { memberKeys } from '../../../lib/member-query-keys';
import { registrationKeys } from './query-keys';

const acceptAnswer = successEnvelope(acceptOfferAnswerDataSchema);

function useRefreshAfterOffer() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: memberKeys.registrations }),
      queryClient.invalidateQueries({ queryKey: memberKeys.orders }),
      queryClient.invalidateQueries({ queryKey: memberKeys.profile }),
      queryClient.invalidateQueries({ queryKey: registrationKeys.catalogues }),
    ]);
}

/** `POST /customer/waitlist-offers/{offerId}/accept`: take the offered place (`data.order` when it is paid for). */
export function useAcceptOffer() {
  const refresh = useRefreshAfterOffer();
  return useMutation({
    mutationFn: (offerId: number) => http.post(`/customer/waitlist-offers/${offerId}/accept`, undefined, { schema: acceptAnswer }),
    onSettled: refresh,
  });
}

/** `POST /customer/waitlist-offers/{offerId}/decline`: pass the place to the next person waiting. */
export function useDeclineOffer() {
  const refresh = useRefreshAfterOffer();
  return useMutation({
    mutationFn: (offerId: number) => http.post(`/customer/waitlist-offers/${offerId}/decline`, undefined, { schema: emptySuccessSchema }),
    onSettled: refresh,
  });
}
