import type { EmailSubscription } from './email.service';

/** The answer to an unsubscribe or resubscribe link: the address and its new state. */
export function presentEmailSubscription(subscription: EmailSubscription): { email: string | null; unsubscribed: boolean } {
  return { email: subscription.email, unsubscribed: subscription.unsubscribed };
}
