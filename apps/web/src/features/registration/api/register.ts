import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerAnswerDataSchema, type RegisterRequest } from '@podium/contracts/registrations/registration';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { memberKeys } from '../../../lib/member-query-keys';
import { registrationKeys } from './query-keys';

/** `data.order`: a category takes a fee; the places are held until it is paid. */
const registerAnswer = successEnvelope(registerAnswerDataSchema);

/**
 * `POST /customer/registrations`. Afterwards the registrations, the event's places and the profile
 * (whose coupon count drives the header's red dot and new-coupon toast) are read again.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RegisterRequest) => http.post('/customer/registrations', request, { schema: registerAnswer }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.registrations });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.catalogues });
      void queryClient.invalidateQueries({ queryKey: memberKeys.profile });
      void queryClient.invalidateQueries({ queryKey: memberKeys.orders });
    },
  });
}
