import { formatRetryWait } from '@podium/contracts/auth/otp-resend';
import { MESSAGES } from '@podium/contracts/messages';
import { ApiError } from '../../lib/http-client';

/** Codes whose server message a person can act on (the spec's generic text would hide the reason). */
const ACTIONABLE_CODES = new Set(['CAPTCHA_FAILED', 'OTP_EXPIRED', 'CONFLICT', 'VALIDATION_FAILED', 'UPSTREAM_FAILED']);

/** The spec's 429 text, then when to try again (the server's `retryAfterSeconds`) where it said. */
export function tooManyAttemptsMessage(error: ApiError): string {
  const retryAfterSeconds = (error.body as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if (typeof retryAfterSeconds !== 'number' || !(retryAfterSeconds > 0)) return MESSAGES.otp.tooManyAttempts;
  return `${MESSAGES.otp.tooManyAttempts} You can try again in ${formatRetryWait(retryAfterSeconds)}.`;
}

/** Spec section 8, OTP send: not registered, too many attempts, else a generic text. */
export function sendOtpErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.otp.generic;
  if (error.code === 'USER_NOT_REGISTERED') return MESSAGES.otp.userNotRegistered;
  if (error.status === 429) return tooManyAttemptsMessage(error);
  if (error.code && ACTIONABLE_CODES.has(error.code) && error.serverMessage) return error.serverMessage;
  if (error.status === 0) return MESSAGES.http.network;
  return MESSAGES.otp.generic;
}

/** Spec section 8, verify: 'Incorrect OTP', too many attempts, else 'Login failed. Please try again.'. */
export function verifyOtpErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.otp.loginFailed;
  if (error.code === 'OTP_INCORRECT') return MESSAGES.otp.incorrect;
  if (error.code === 'USER_NOT_REGISTERED') return MESSAGES.otp.userNotRegistered;
  if (error.status === 429) return tooManyAttemptsMessage(error);
  if (error.code && ACTIONABLE_CODES.has(error.code) && error.serverMessage) return error.serverMessage;
  if (error.status === 0) return MESSAGES.http.network;
  return MESSAGES.otp.loginFailed;
}
