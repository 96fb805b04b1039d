import { createHash, randomBytes } from 'node:crypto';

/** A fresh link token (256 random bits, URL-safe) and the hash stored in its place. */
export function newVerificationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashVerificationToken(token) };
}

/** Only the hash is stored, so a database leak yields no working link. */
export function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
