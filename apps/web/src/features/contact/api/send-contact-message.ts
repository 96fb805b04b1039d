import { useMutation } from '@tanstack/react-query';
import type { ContactMessageRequest } from '@podium/contracts/contact/contact-message';
import { emptySuccessSchema } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';

/** POST /api/contact (with the captcha solution): stores the message for the tenant's team; answers with a thank-you message. */
export async function sendContactMessage(message: ContactMessageRequest): Promise<{ message: string }> {
  return http.post('/contact', message, { schema: emptySuccessSchema });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
