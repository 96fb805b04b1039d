import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyEmailAnswerDataSchema } from '@podium/contracts/email/email-verification';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { memberKeys } from '../../../lib/member-query-keys';

const verifyEmailAnswer = successEnvelope(verifyEmailAnswerDataSchema);

/** `POST /customer/email/verify` with the token of the emailed link (no sign-in needed). */
export function verifyEmail(token: string) {
  return http.post('/customer/email/verify', { token }, { schema: verifyEmailAnswer });
}

/** Verifies, then reads the profile again so it shows 'Verified'. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyEmail, onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.profile }) });
}
