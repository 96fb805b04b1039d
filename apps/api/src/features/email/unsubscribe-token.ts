import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token in an email's unsubscribe link: `{tenantId}.{userId}.{HMAC-SHA256}`, keyed by the
 * session secret with its own label so it cannot be mistaken for any other signature. It does not
 * expire: an unsubscribe link in an old email must keep working.
 */
function mac(secret: string, tenantId: number, userId: number): Buffer {
  return createHmac('sha256', secret).update(`podium-unsubscribe:${tenantId}:${userId}`).digest();
}

export function signUnsubscribeToken(secret: string, tenantId: number, userId: number): string {
  return `${tenantId}.${userId}.${mac(secret, tenantId, userId).toString('base64url')}`;
}

/** The user the token names, or null when it was not made by us (or was cut short). */
export function verifyUnsubscribeToken(secret: string, token: string): { tenantId: number; userId: number } | null {
  const match = /^(\d{1,10})\.(\d{1,10})\.([\w-]{43})$/.exec(token.trim());
  if (!match) return null;
  const tenantId = Number(match[1]);
  const userId = Number(match[2]);
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = mac(secret, tenantId, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { tenantId, userId } : null;
}
