import webPush from 'web-push';
import { outboundFetch, type OutboundPolicy } from '../guarded-http';
import type { VapidKeys } from './vapid-keys';

/** Where one push is sent: a browser's subscription (endpoint and keys, base64url). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What the push service said:
 * - `delivered`: accepted (201);
 * - `gone`: the subscription no longer exists (404, 410): drop it;
 * - `retry`: worth trying again later (429, 5xx, a network error, a timeout);
 * - `refused`: the service refused this message for good (400, 403, 413): retrying cannot help.
 */
export type PushOutcome =
  { kind: 'delivered' } | { kind: 'gone' } | { kind: 'retry'; reason: string } | { kind: 'refused'; reason: string };

export interface PushSender {
  send(
    target: PushTarget,
    payload: string,
    options: { ttlSeconds: number; topic?: string; urgency?: 'normal' | 'high' },
  ): Promise<PushOutcome>;
}

const PUSH_TIMEOUT_MS = 10_000;

/**
 * Web Push through the guarded agent: `web-push` encrypts the payload (RFC 8291, aes128gcm) and signs
 * the VAPID header (RFC 8292); the request itself goes through `outboundFetch`, because the endpoint
 * came from a browser and so from a member: under `policy` only https to public addresses is reached.
 */
export function webPushSender(vapid: VapidKeys, policy: OutboundPolicy): PushSender {
  return {
    async send(target, payload, options) {
      const details = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: options.ttlSeconds,
          urgency: options.urgency ?? 'normal',
          ...(options.topic ? { topic: options.topic } : {}),
        },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
      let response: Response;
      try {
        response = await outboundFetch(
          details.endpoint,
          {
            method: 'POST',
            headers,
            body: details.body ? new Uint8Array(details.body) : undefined,
            signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
            redirect: 'error',
          },
          policy,
        );
      } catch (error) {
        return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
      }
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) return { kind: 'delivered' };
      if (response.status === 404 || response.status === 410) return { kind: 'gone' };
      if (response.status === 429 || response.status >= 500) return { kind: 'retry', reason: `push service answered ${response.status}` };
      return { kind: 'refused', reason: `push service answered ${response.status}` };
    },
  };
}
