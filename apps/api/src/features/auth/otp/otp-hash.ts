import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit code from the CSPRNG, zero-padded. */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The stored form of a code: HMAC-SHA256 keyed with DATA_ENCRYPTION_KEY over tenant, phone and
 * code, so a database dump does not reveal codes (a plain hash of 10^6 codes is reversible).
 */
export function hashOtp(key: string, tenantId: number, phone: string, code: string): string {
  return createHmac('sha256', key).update(`otp:${tenantId}:${phone}:${code}`).digest('hex');
}

/** Constant-time comparison of a stored hash with the hash of what was typed. */
export function otpHashMatches(storedHash: string, candidateHash: string): boolean {
  const stored = Buffer.from(storedHash, 'hex');
  const candidate = Buffer.from(candidateHash, 'hex');
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
}

/**
 * The stored form of an account-deletion code: bound to its purpose, tenant and user, so it can
 * never match a sign-in code's hash, nor another person's deletion.
 */
export function hashAccountDeletionCode(key: string, tenantId: number, userId: number, code: string): string {
  return createHmac('sha256', key).update(`account-deletion:${tenantId}:${userId}:${code}`).digest('hex');
}
