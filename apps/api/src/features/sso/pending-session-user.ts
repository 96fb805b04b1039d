import { decodeJwt } from 'jose';
import type { PendingSessionUser } from '@podium/contracts/sso/session-user';

/**
 * The session user object for a pending MFA challenge cookie (set by the SSO callback). The token
 * is only read here, not trusted: the MFA step verifies it when the code is sent. Undefined when
 * it is malformed, expired at `now`, or belongs to another tenant.
 */
export function readPendingMfaChallenge(token: string, tenantId: number, now: Date): PendingSessionUser | undefined {
  try {
    const claims = decodeJwt(token);
    const userId = Number(claims.sub);
    if (claims.tid !== tenantId || !Number.isInteger(userId) || typeof claims.exp !== 'number') return undefined;
    if (claims.exp * 1000 <= now.getTime()) return undefined;
    return { mfaChallengeRequired: true, mfaChallengeToken: token, userId, socialLoginSuccess: true, mfaPendingForClient: true };
  } catch {
    return undefined;
  }
}
