import { useMutation } from '@tanstack/react-query';
import type { ContactMessageRequest } from '@podium/contracts/contact/contact-message';
import { http } from '../../../lib/http-client';

/** POST /api/contact (with the captcha solution): stores the message for the tenant's team; answers with a thank-you message. */
export async function sendContactMessage(message: ContactMessageRequest): Promise<{ message: string }> {
  return http.post<{ success: true; message: string }>('/contact', message);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
