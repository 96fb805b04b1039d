import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emptySuccessSchema } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { memberKeys } from '../../../lib/member-query-keys';
import { registrationKeys } from './query-keys';

/** `DELETE .../waitlist`: leave a category's waiting list (an offer held for me goes to the next person). */
export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { eventId: number; eventSportCategoryId: number }) =>
      http.delete(`/customer/events/${input.eventId}/categories/${input.eventSportCategoryId}/waitlist`, { schema: emptySuccessSchema }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.registrations }),
        queryClient.invalidateQueries({ queryKey: registrationKeys.catalogues }),
      ]),
  });
}
