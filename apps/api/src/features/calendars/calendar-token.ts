import { createHash, randomBytes } from 'node:crypto';
import { decryptSecret, deriveSecretKey, encryptSecret } from '../../platform/secret-box';

/** A new feed token: 32 random bytes (256 bits), base64url, so the URL cannot be guessed. */
export function newCalendarToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form a feed is found by: SHA-256 of the token (a database copy opens no feed). */
export function hashCalendarToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const keyOf = (dataEncryptionKey: string) => deriveSecretKey(dataEncryptionKey, 'calendar-feed-token-v1');
const contextOf = (tenantId: number, userId: number) => `calendar-feed:${tenantId}:${userId}`;

/** The token sealed to its person (AES-256-GCM), so /my-events can show the same link again. */
export function sealCalendarToken(dataEncryptionKey: string, tenantId: number, userId: number, token: string): string {
  return encryptSecret(keyOf(dataEncryptionKey), token, contextOf(tenantId, userId));
}

/** The token back, or undefined when it no longer opens (DATA_ENCRYPTION_KEY changed): the person makes a new link. */
export function unsealCalendarToken(dataEncryptionKey: string, tenantId: number, userId: number, sealed: string): string | undefined {
  try {
    return decryptSecret(keyOf(dataEncryptionKey), sealed, contextOf(tenantId, userId));
  } catch {
    return undefined;
  }
}
