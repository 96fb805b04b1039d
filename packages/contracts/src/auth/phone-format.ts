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

/** `9876543210` → `+91 9876543210`; empty for no phone. */
export function formatPhone(phone: string | null | undefined): string {
  return phone ? `${PHONE_COUNTRY_PREFIX} ${phone}` : '';
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
