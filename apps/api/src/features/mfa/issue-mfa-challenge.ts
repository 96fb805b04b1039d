import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { MFA_CHALLENGE_TTL_SECONDS } from './mfa-policy';
import { signMfaChallengeToken } from './mfa-challenge-token';
import { insertChallenge } from './mfa.repository';

/**
 * Starts the second step of a sign-in for a user with MFA on: a challenge row (works once, 5 wrong
 * answers at most) and its signed token (purpose `mfa-challenge`, 5 minutes). `method` is the
 * first factor ('otp', 'google', ...); the session started after MFA records it. Pass the
 * caller's transaction as `db` when there is one.
 */
export async function issueMfaChallenge(
  deps: Pick<AppContext, 'clock' | 'secrets'>,
  user: { id: number; tenantId: number },
  method: string,
  db: Database,
): Promise<{ mfaChallengeToken: string; expiresAt: Date }> {
  const issuedAt = deps.clock.now();
  const expiresAt = new Date(issuedAt.getTime() + MFA_CHALLENGE_TTL_SECONDS * 1000);
  const challenge = await insertChallenge(db, { userId: user.id, method, expiresAt });
  const mfaChallengeToken = await signMfaChallengeToken(new TextEncoder().encode(deps.secrets.sessionSecret), {
    challengeId: challenge.id,
    userId: user.id,
    tenantId: user.tenantId,
    issuedAt,
    expiresAt,
  });
  return { mfaChallengeToken, expiresAt };
}
