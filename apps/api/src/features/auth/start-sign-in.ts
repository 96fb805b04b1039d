import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { issueMfaChallenge } from '../mfa';
import { PRIVACY_POLICY_VERSION } from '@podium/contracts/privacy/privacy-policy';
import { recordPrivacyPolicyVersion, type UserRow } from '../users';

export type SignInOutcome = { kind: 'session'; token: string } | { kind: 'mfa'; userId: number; mfaChallengeToken: string };

/**
 * The last step of every sign-in (OTP today, SSO later): a new session, or, for a user with MFA
 * on, an MFA challenge the MFA step completes. The MFA issue owns what happens after the challenge.
 */
export async function completeSignIn(
  deps: Pick<AppContext, 'sessions' | 'clock' | 'secrets'>,
  user: UserRow,
  method: string,
  client: { userAgent?: string; ip?: string },
  db: Database,
): Promise<SignInOutcome> {
  // Signing in is accepting the policy shown on the sign-in page: the first sign-in records its version.
  if (!user.privacyPolicyVersion) await recordPrivacyPolicyVersion(db, user.id, PRIVACY_POLICY_VERSION);
  if (user.mfaEnabled) {
    const { mfaChallengeToken } = await issueMfaChallenge(deps, user, method, db);
    return { kind: 'mfa', userId: user.id, mfaChallengeToken };
  }
  const { token } = await deps.sessions.startSession(user, method, client, db);
  return { kind: 'session', token };
}
