import { MESSAGES } from '@podium/contracts/messages';
import { errorMessage } from '../../lib/error-messages';
import { OtpNotSentError } from './api/generate-otp';

/**
 * Spec section 8, OTP send: a `success: false` answer reads 'Please contact support' (nothing the
 * person can retry their way out of); otherwise the shared map, 'Failed to send OTP' when the send
 * failed on our side (5xx), else 'An error occurred. Please try again.'.
 */
export function sendOtpErrorMessage(error: unknown): string {
  if (error instanceof OtpNotSentError) return MESSAGES.otp.contactSupport;
  return errorMessage(error, { fallback: MESSAGES.otp.generic, serverFailure: MESSAGES.otp.sendFailed });
}

/** Spec section 8, verify: the shared map ('Incorrect OTP', too many attempts, ...), else 'Login failed. Please try again.'. */
export function verifyOtpErrorMessage(error: unknown): string {
  return errorMessage(error, { fallback: MESSAGES.otp.loginFailed });
}
