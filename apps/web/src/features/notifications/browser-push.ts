import type { PushSubscriptionInput } from '@podium/contracts/notifications/notifications';

/** What this browser can do about notifications, before anything is asked of the person. */
export type PushSupport = 'unsupported' | 'blocked' | 'ask' | 'granted';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' ? 'granted' : 'ask';
}

/** The app's service worker, if one is installed (none in development without a build). */
async function serviceWorker(): Promise<ServiceWorkerRegistration | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ?? null;
}

/** This browser's current push subscription, or null. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await serviceWorker();
  return registration ? registration.pushManager.getSubscription() : null;
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (char) => char.charCodeAt(0));
};

/** Why a subscription could not be made, in words a person can act on. */
export class PushSetupError extends Error {}

/**
 * Asks the person (this runs only from their tap) and subscribes this browser with our VAPID key.
 * Returns what the server stores: the endpoint and keys.
 */
export async function subscribeThisBrowser(vapidPublicKey: string): Promise<PushSubscriptionInput> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushSetupError('Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.');
  }
  const registration = await serviceWorker();
  if (!registration) throw new PushSetupError('Reminders need the installed app’s background worker. Reload the page and try again.');
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) });
  } catch {
    throw new PushSetupError('This browser could not turn on notifications. Try again later, or rely on email.');
  }
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}
