import { z } from 'zod';
import { MESSAGES } from '../messages';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, GENDERS } from './phone-format';

export {
  digitsOnly,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  formatPhone,
  GENDERS,
  OTP_LENGTH,
  PHONE_COUNTRY_PREFIX,
  PHONE_LENGTH,
} from './phone-format';

/** A 10-digit Indian mobile number, without +91. */
export const phoneSchema = z.string().regex(/^\d{10}$/, MESSAGES.phone.invalid);

/** Six digits. */
export const otpSchema = z.string().regex(/^\d{6}$/, MESSAGES.otp.incomplete);

/**
 * A pragmatic email check shared by the form and the server (the server's unique index does the rest).
 * The length check aborts: Zod would otherwise still run the pattern on a megabyte-long string.
 */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, { abort: true, message: MESSAGES.sso.emailInvalid })
  .regex(EMAIL_PATTERN, MESSAGES.sso.emailInvalid);

export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;
