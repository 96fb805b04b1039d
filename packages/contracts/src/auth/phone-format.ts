/**
 * The Zod-free half of auth/phone.ts (issue 14): constants and formatting the sign-in page's first
 * load needs, without pulling the schema library into it. auth/phone.ts re-exports all of it.
 */

/** Phone length (spec section 9): 10 digits, shown with the +91 prefix. */
export const PHONE_LENGTH = 10;
/** One-time code length (spec section 9). */
export const OTP_LENGTH = 6;
export const PHONE_COUNTRY_PREFIX = '+91';

/** Keeps the digits of what a person typed or pasted, at most `maxLength` of them. */
export function digitsOnly(raw: string, maxLength: number): string {
  return raw.replace(/\D/g, '').slice(0, maxLength);
}

/**
 * A 10-digit Indian number as people read it everywhere in the app: `9876543210` (or a stored
 * `+919876543210`) → `+91 9876543210` (spec section 9: the +91 prefix); empty for no phone; any
 * other value as it is.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  const local = digits.length === PHONE_LENGTH + 2 && digits.startsWith('91') ? digits.slice(2) : digits;
  return local.length === PHONE_LENGTH ? `${PHONE_COUNTRY_PREFIX} ${local}` : phone;
}

export const GENDERS = ['male', 'female', 'other'] as const;

/** The longest email address SMTP can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Something, an @, then dot-separated labels that hold no dot. Each character can be matched one way
 * only, so the check is linear in the input (the old `[^\s@]+\.[^\s@]+` could split a run of dots
 * in n² ways and froze the server on one request: issue 12, finding 1).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
