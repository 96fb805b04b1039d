import { MESSAGES } from '@podium/contracts/messages';
import { ApiError } from '../../lib/http-client';

/**
 * The text a person reads when an MFA call fails: the server's message for a refused code, the
 * spec's texts for an expired challenge (401), too many attempts (429) and network trouble, else
 * `fallback`.
 */
export function mfaErrorMessage(
  error: unknown,
  fallback: string = MESSAGES.mfa.verificationFailed,
  unauthorized: string = MESSAGES.mfa.tokenNotFound,
): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return MESSAGES.http.network;
  if (error.status === 401) return unauthorized;
  if (error.status === 429) return MESSAGES.otp.tooManyAttempts;
  if (error.status === 400 && error.serverMessage) return error.serverMessage;
  if (error.status === 409 && error.serverMessage) return error.serverMessage;
  return fallback;
}
