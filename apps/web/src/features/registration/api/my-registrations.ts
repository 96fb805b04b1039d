import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyRegistration } from '@podium/contracts/registrations/registration';
import { lazyEnvelope } from '../../../lib/lazy-envelope';
import { http } from '../../../lib/http-client';
import { lazySchema } from '../../../lib/lazy-schema';
import { memberKeys } from '../../../lib/member-query-keys';

const myRegistrationsAnswer = lazyEnvelope(async () =>
  (await import('@podium/contracts/registrations/registration')).myRegistrationSchema.array(),
);

// Lazy, as the list's: home and the event pages carry these calls in their first load (issue 34).
const emptyAnswer = lazySchema(async () => (await import('@podium/contracts/http/envelope')).emptySuccessSchema);

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
    mutationFn: (registrationId: number) => http.delete(`/customer/registrations/${registrationId}`, { schema: emptyAnswer }),
    // The orders too: a paid place's card turns to 'Refund on its way' as soon as the answer is in.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.registrations }),
        queryClient.invalidateQueries({ queryKey: memberKeys.orders }),
      ]),
  });
}
