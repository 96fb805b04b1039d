import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

export interface SendVerificationLinkAnswer {
  message: string;
  data: { email: string };
}

/** `POST /customer/email/verification`: emails a one-time link to the profile's address. */
export function sendVerificationLink(): Promise<SendVerificationLinkAnswer> {
  return http.post<SendVerificationLinkAnswer>('/customer/email/verification');
}

export function useSendVerificationLink() {
  return useMutation({ mutationFn: sendVerificationLink });
}
