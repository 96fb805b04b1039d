import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http-client';

export interface SubscriptionAnswer {
  message: string;
  data: { email: string | null; unsubscribed: boolean };
}

/** The unsubscribe link of an email: GET marks the person unsubscribed (the signed token names them). */
export function unsubscribe(token: string): Promise<SubscriptionAnswer> {
  return http.get<SubscriptionAnswer>('/email/unsubscribe', { query: { token } });
}

export function resubscribe(token: string): Promise<SubscriptionAnswer> {
  return http.post<SubscriptionAnswer>('/email/resubscribe', undefined, { query: { token } });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}

export function useResubscribe() {
  return useMutation({ mutationFn: resubscribe });
}
