import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';
import { memberKeys } from '../../../lib/member-query-keys';

export interface VerifyEmailAnswer {
  message: string;
  data: { email: string; emailVerified: true };
}

/** `POST /customer/email/verify` with the token of the emailed link (no sign-in needed). */
export function verifyEmail(token: string): Promise<VerifyEmailAnswer> {
  return http.post<VerifyEmailAnswer>('/customer/email/verify', { token });
}

/** Verifies, then reads the profile again so it shows 'Verified'. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyEmail, onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.profile }) });
}
