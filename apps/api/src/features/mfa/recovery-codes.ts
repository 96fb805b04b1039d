import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { CROCKFORD_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '@podium/contracts/mfa/mfa-rules';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keyLength: number, options: object) => Promise<Buffer>;

/**
 * scrypt cost. The codes carry 80 random bits, so the hash only has to be one-way and salted;
 * a modest cost keeps checking all ten codes of a user quick.
 */
const SCRYPT = { N: 4096, r: 8, p: 1 } as const;
const HASH_BYTES = 32;

/** `count` new codes of 16 Crockford base32 characters (80 bits each), canonical form (no dashes). */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    // 32 symbols: 5 bits per byte keeps the distribution uniform.
    const bytes = randomBytes(RECOVERY_CODE_LENGTH);
    return Array.from(bytes, (byte) => CROCKFORD_ALPHABET[byte & 31]).join('');
  });
}

/** `scrypt$N$r$p$salt$hash` of a canonical code, with its own random salt. */
export async function hashRecoveryCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(code, salt, HASH_BYTES, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Whether `code` (canonical form) is the one behind `stored`; constant-time comparison. */
export async function isRecoveryCodeMatch(code: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(code, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
}
