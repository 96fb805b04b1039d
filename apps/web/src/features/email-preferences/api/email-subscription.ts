import { useMutation } from '@tanstack/react-query';
import { emailSubscriptionSchema, type EmailSubscription } from '@podium/contracts/email/email-subscription';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';

const subscriptionAnswer = successEnvelope(emailSubscriptionSchema);

/** The unsubscribe link of an email: GET marks the person unsubscribed (the signed token names them). */
export function unsubscribe(token: string): Promise<{ message: string; data: EmailSubscription }> {
  return http.get('/email/unsubscribe', { query: { token }, schema: subscriptionAnswer });
}

export function resubscribe(token: string): Promise<{ message: string; data: EmailSubscription }> {
  return http.post('/email/resubscribe', undefined, { query: { token }, schema: subscriptionAnswer });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}

export function useResubscribe() {
  return useMutation({ mutationFn: resubscribe });
}
