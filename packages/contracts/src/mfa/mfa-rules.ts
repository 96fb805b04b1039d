import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';
import { MESSAGES } from '../messages';

/** MFA code length (spec section 9). */
export const MFA_CODE_LENGTH = 6;
/** TOTP parameters every authenticator app understands (RFC 6238 defaults). */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ALGORITHM = 'SHA1';
/** Recovery codes issued at setup and at each regeneration. */
export const RECOVERY_CODE_COUNT = 10;
/** 16 Crockford base32 characters = 80 bits each, shown in groups of 4. */
export const RECOVERY_CODE_LENGTH = 16;
export { MFA_CHALLENGE_PURPOSE } from './mfa-purpose';
/** Redirect to / this long after MFA verification (spec section 9). */
export const MFA_REDIRECT_DELAY_MS = 2000;
/** A skipped setup asks again after this many days (spec section 9). */
export const MFA_SKIP_REMINDER_DAYS = 7;

/** A login MFA code: six digits ('Please enter the 6-digit MFA code.'). */
export const mfaCodeSchema = z.string().regex(/^\d{6}$/, MESSAGES.mfa.codeRequired);
/** The code that confirms setup ('Please enter a valid 6-digit TOTP code.'). */
export const setupCodeSchema = z.string().regex(/^\d{6}$/, MESSAGES.mfa.setupCodeInvalid);
/** The current code that disables MFA or regenerates recovery codes. */
export const currentCodeSchema = z.string().regex(/^\d{6}$/, MESSAGES.mfa.disableCodeRequired);
/** A recovery code as typed: non-empty; spaces and dashes are ignored by the server. */
export const recoveryCodeInputSchema = oneLineText().trim().min(1, MESSAGES.mfa.recoveryRequired).max(64);

const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A typed recovery code in its canonical form: upper case, separators dropped, and Crockford's
 * look-alikes read as digits (I and L as 1, O as 0). Undefined when it cannot be a recovery code.
 */
export function normaliseRecoveryCode(typed: string): string | undefined {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (compact.length !== RECOVERY_CODE_LENGTH) return undefined;
  for (const character of compact) if (!CROCKFORD_ALPHABET.includes(character)) return undefined;
  return compact;
}

/** `ABCD EFGH ...` → `ABCD-EFGH-JKMN-PQRS` for display and download. */
export function formatRecoveryCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

export { CROCKFORD_ALPHABET };

// Zod-free, so the web app's first load can check a stored challenge without the schema library.
export { isMfaChallengeToken } from './mfa-challenge-token';
