import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { myWaitlistEntrySchema } from '@podium/contracts/registrations/waitlist';
import { http } from '../../../lib/http-client';
import { memberKeys } from '../../../lib/member-query-keys';
import { registrationKeys } from './query-keys';

const joinAnswer = successEnvelope(myWaitlistEntrySchema);

/** `POST /customer/events/{eventId}/categories/{eventSportCategoryId}/waitlist`: join a full category's waiting list. */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { eventId: number; eventSportCategoryId: number }) =>
      http.post(`/customer/events/${input.eventId}/categories/${input.eventSportCategoryId}/waitlist`, undefined, { schema: joinAnswer }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.registrations }),
        queryClient.invalidateQueries({ queryKey: registrationKeys.catalogues }),
      ]),
  });
}
