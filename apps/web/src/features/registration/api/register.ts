import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyRegistration, RegisterRequest } from '@podium/contracts/registrations/registration';
import type { Order } from '@podium/contracts/payments/order';
import { http } from '../../../lib/http-client';
import { memberKeys } from '../../../lib/member-query-keys';

export interface RegisterAnswer {
  message: string;
  /** `order`: a category takes a fee; the places are held until it is paid. */
  data: { registrations: MyRegistration[]; couponsIssued: number; order?: Order };
}

/**
 * `POST /customer/registrations`. Afterwards the registrations, the event's places and the profile
 * (whose coupon count drives the header's red dot and new-coupon toast) are read again.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RegisterRequest) => http.post<RegisterAnswer>('/customer/registrations', request),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.registrations });
      void queryClient.invalidateQueries({ queryKey: ['event-catalogue'] });
      void queryClient.invalidateQueries({ queryKey: memberKeys.profile });
      void queryClient.invalidateQueries({ queryKey: memberKeys.orders });
    },
  });
}
