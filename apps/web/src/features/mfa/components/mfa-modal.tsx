import { useEffect, useState } from 'react';
import type { MfaSignedInAnswer } from '@podium/contracts/mfa/mfa-login';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toaster';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { cancelMfaChallenge, storeMfaSession } from '../mfa-session';
import {
  claimChallengeForModal,
  markChallengeCompleted,
  MFA_CHALLENGE_EVENT,
  releaseStalePendingFlag,
  type PendingMfaChallenge,
} from '../pending-mfa-challenge';
import { MfaChallengeForm } from './mfa-challenge-form';

/**
 * The app shell's MFA modal (spec section 4): opens for a challenge that arrived with a social
 * sign-in (see openMfaChallenge), and on success stores the session and closes.
 */
export function MfaModal() {
  const [challenge, setChallenge] = useState<PendingMfaChallenge>();

  useEffect(() => {
    const check = () => {
      const claimed = claimChallengeForModal();
      if (claimed) setChallenge(claimed);
    };
    releaseStalePendingFlag();
    check();
    window.addEventListener(MFA_CHALLENGE_EVENT, check);
    return () => window.removeEventListener(MFA_CHALLENGE_EVENT, check);
  }, []);

  if (!challenge) return null;

  const succeed = (answer: MfaSignedInAnswer) => {
    markChallengeCompleted();
    // Spec section 4: after a social sign-in's challenge, the flags for social login success and
    // MFA enabled (the modal only opens for a social or SSO sign-in; /Login has its own MFA step).
    localStorage.setItem(STORAGE_KEYS.socialLoginSuccess, 'true');
    localStorage.setItem(STORAGE_KEYS.mfaEnabled, 'true');
    storeMfaSession(answer.token, answer.user, { notify: true });
    setChallenge(undefined);
    toast.success('Signed in');
  };

  return (
    <Dialog labelledBy="mfa-modal-title" className="max-w-md space-y-4 p-6">
      <h2 id="mfa-modal-title" className="text-xl font-bold text-ink">
        Two-factor authentication
      </h2>
      <MfaChallengeForm challenge={challenge} onSignedIn={succeed} onCancel={cancelMfaChallenge} />
    </Dialog>
  );
}
