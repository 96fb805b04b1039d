import { useEffect } from 'react';
import type { PendingSessionUser } from '@podium/contracts/sso/session-user';
import { fetchPendingSessionUser } from '../api/get-pending-session-user';

/**
 * After an SSO or social sign-in whose user has MFA on, the callback leaves a challenge instead of a
 * session. On the first page load that follows, hand it to `onChallenge` (the app shell opens the
 * MFA modal with it). Mount once, in the app shell.
 */
export function useSsoMfaHandoff(
  onChallenge: (challenge: { userId: number; mfaChallengeToken: string }, user: PendingSessionUser) => void,
): void {
  useEffect(() => {
    let isCancelled = false;
    fetchPendingSessionUser()
      .then((user) => {
        if (user && !isCancelled) onChallenge({ userId: user.userId, mfaChallengeToken: user.mfaChallengeToken }, user);
      })
      // A failed read leaves the person signed out; they can sign in again.
      .catch(() => undefined);
    return () => {
      isCancelled = true;
    };
    // Once per page load: the challenge is handed over once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
