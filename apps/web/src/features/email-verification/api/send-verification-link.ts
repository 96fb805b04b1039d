import { useMutation } from '@tanstack/react-query';
import { sendEmailVerificationAnswerDataSchema } from '@podium/contracts/email/email-verification';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';

const sendVerificationLinkAnswer = successEnvelope(sendEmailVerificationAnswerDataSchema);

/** `POST /customer/email/verification`: emails a one-time link to the profile's address. */
export function sendVerificationLink() {
  return http.post('/customer/email/verification', undefined, { schema: sendVerificationLinkAnswer });
}

export function useSendVerificationLink() {
  return useMutation({ mutationFn: sendVerificationLink });
}
