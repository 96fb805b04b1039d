import type { PendingSessionUser } from '@podium/contracts/sso/session-user';
import { readCookie } from '../../../lib/cookies';
import { http } from '../../../lib/http-client';

/** Set by the SSO callback next to its httpOnly challenge cookie, so we ask only when something waits. */
const PENDING_MARKER_COOKIE = 'sso_mfa_pending';

/**
 * The session user object after a social or SSO sign-in that needs MFA (GET /api/auth/session,
 * handed over once). Undefined when nothing is pending or the answer is 204; an answer that breaks
 * the contract fails (UnexpectedAnswerError).
 */
export async function fetchPendingSessionUser(): Promise<PendingSessionUser | undefined> {
  if (!readCookie(PENDING_MARKER_COOKIE)) return undefined;
  // The schema (and Zod with it) loads only on this rare path, not in every page's first load; a
  // 204 has no body, hence optional.
  const answer = await http.get('/auth/session', {
    schema: () => import('@podium/contracts/sso/session-user').then((contract) => contract.pendingSessionUserSchema.optional()),
  });
  return answer?.user;
}
