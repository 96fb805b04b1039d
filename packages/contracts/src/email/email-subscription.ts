import { z } from 'zod';

/** The answer of the unsubscribe link and its undo: whose address, and whether it is now unsubscribed. */
export const emailSubscriptionSchema = z.object({ email: z.string().nullable(), unsubscribed: z.boolean() });
export type EmailSubscription = z.infer<typeof emailSubscriptionSchema>;
