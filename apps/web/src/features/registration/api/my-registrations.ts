import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myRegistrationSchema, type MyRegistration } from '@podium/contracts/registrations/registration';
import { emptySuccessSchema, successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { memberKeys } from '../../../lib/member-query-keys';

const myRegistrationsAnswer = successEnvelope(myRegistrationSchema.array());

export async function getMyRegistrations(eventId?: number): Promise<MyRegistration[]> {
  return (await http.get('/customer/registrations', { query: { eventId }, schema: myRegistrationsAnswer })).data;
}

export function useMyRegistrations(eventId?: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...memberKeys.registrations, eventId ?? 'all'],
    queryFn: () => getMyRegistrations(eventId),
    enabled: options.enabled ?? true,
  });
}

/** Withdraws one registration; the lists refresh afterwards. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationId: number) => http.delete(`/customer/registrations/${registrationId}`, { schema: emptySuccessSchema }),
    // The orders too: a paid place's card turns to 'Refund on its way' as soon as the answer is in.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.registrations }),
        queryClient.invalidateQueries({ queryKey: memberKeys.orders }),
      ]),
  });
}
