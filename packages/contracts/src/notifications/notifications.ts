import { z } from 'zod';

/**
 * What Podium tells a person (issue 33 §1), each on push and email as they choose:
 * - `reminder`: 30 minutes before each of my matches, with the venue;
 * - `moved`: my match got a new time or venue;
 * - `result`: my match's result;
 * - `announcement`: the organisers' announcements;
 * - `waitlist`: a place offered from the waiting list.
 */
export const NOTIFICATION_KINDS = ['reminder', 'moved', 'result', 'announcement', 'waitlist'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** People's words for each kind, for the preferences on /profile. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  reminder: 'Reminder 30 minutes before each of my matches',
  moved: 'My match moved (time or venue)',
  result: "My match's result",
  announcement: 'Announcements from the organisers',
  waitlist: 'A place offered from a waiting list',
};

export const channelChoiceSchema = z.strictObject({ push: z.boolean(), email: z.boolean() });
export type ChannelChoice = z.infer<typeof channelChoiceSchema>;

/** Every kind with both channels: `PUT /api/customer/notification-preferences` takes the whole set. */
export const notificationPreferencesSchema = z.strictObject({
  reminder: channelChoiceSchema,
  moved: channelChoiceSchema,
  result: channelChoiceSchema,
  announcement: channelChoiceSchema,
  waitlist: channelChoiceSchema,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Everything on unless the person turned it off: push only reaches a device they subscribed with a tap. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  reminder: { push: true, email: true },
  moved: { push: true, email: true },
  result: { push: true, email: true },
  announcement: { push: true, email: true },
  waitlist: { push: true, email: true },
};

/** `GET /api/customer/notifications`: the server's VAPID public key, my preferences and my subscribed devices. */
export const notificationSettingsSchema = z.object({
  /** The application server key for `pushManager.subscribe` (base64url, uncompressed P-256 point); null: no push here. */
  vapidPublicKey: z.string().nullable(),
  preferences: notificationPreferencesSchema,
  /** How many browsers or phones receive my pushes. */
  pushDevices: z.number().int(),
  /** Whether my email is verified (email goes to verified addresses only). */
  emailVerified: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * A browser's `PushSubscription.toJSON()`. The endpoint is the push service's https address; the
 * keys are the browser's P-256 public key (65 bytes) and its 16-byte auth secret, base64url.
 */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: z
    .string()
    .max(2048, 'The push endpoint is longer than any push service uses.')
    // The server also refuses plain http and private addresses (outside tests and development).
    .url('The push endpoint must be a full https:// address.'),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: z.string().min(80).max(100).regex(BASE64URL, 'keys.p256dh must be base64url.'),
    auth: z.string().min(16).max(32).regex(BASE64URL, 'keys.auth must be base64url.'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** The same address as a subscription: a value that could never have been subscribed is refused, not ignored. */
export const pushUnsubscribeSchema = z.strictObject({
  endpoint: z
    .string()
    .max(2048, 'The push endpoint is longer than any push service uses.')
    .url('The push endpoint must be a full https:// address.'),
});

/** What the service worker shows: the payload of every push Podium sends. */
export const pushMessageSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Our own relative path to open on a tap. */
  url: z.string().startsWith('/'),
  /** One notification per subject: a newer reminder replaces the older one. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
