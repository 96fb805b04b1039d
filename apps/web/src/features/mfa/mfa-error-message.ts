import { MESSAGES } from '@podium/contracts/messages';
import { errorMessage } from '../../lib/error-messages';

/**
 * The text a person reads when an MFA call fails: the shared map (the server's text for a refused
 * code, the 429 and network texts), a 401 as `unauthorized` (the challenge or session is gone),
 * else `fallback`.
 */
export function mfaErrorMessage(
  error: unknown,
  fallback: string = MESSAGES.mfa.verificationFailed,
  unauthorized: string = MESSAGES.mfa.tokenNotFound,
): string {
  return errorMessage(error, { fallback, unauthorized });
}
