import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { MFA_REDIRECT_DELAY_MS } from '@podium/contracts/mfa/mfa-rules';
import type { MfaSignedInAnswer } from '@podium/contracts/mfa/mfa-login';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { cancelMfaChallenge, storeMfaSession } from '../mfa-session';
import type { PendingMfaChallenge } from '../pending-mfa-challenge';
import { MfaChallengeForm } from './mfa-challenge-form';

interface LoginMfaStepProps {
  challenge: PendingMfaChallenge;
  /** Where to go after the success screen (spec section 4: `/`, 2 s after MFA verification). */
  redirectTo?: string;
}

/**
 * The Login page's MFA views: code entry, recovery code entry, cancel, and the success screen that
 * redirects 2 s later. Render it when verifyOtp answers `mfaRequired`.
 */
export function LoginMfaStep({ challenge, redirectTo = '/' }: LoginMfaStepProps) {
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState<MfaSignedInAnswer>();

  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setTimeout(() => {
      // The return URL is spent once used, as after any sign-in.
      localStorage.removeItem(STORAGE_KEYS.returnUrl);
      void navigate(redirectTo, { replace: true });
    }, MFA_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn, navigate, redirectTo]);

  const finish = (answer: MfaSignedInAnswer) => {
    storeMfaSession(answer.token, answer.user, { notify: true });
    setSignedIn(answer);
  };

  if (signedIn) {
    const remaining = signedIn.recoveryCodesRemaining;
    return (
      <section aria-labelledby="mfa-success-title" className="space-y-3 text-center" role="status">
        <h2 id="mfa-success-title" className="text-xl font-bold text-ink">
          Verification successful
        </h2>
        {remaining !== undefined && (
          <p className="text-sm text-slate-700">
            You signed in with a recovery code. {remaining} recovery code{remaining === 1 ? '' : 's'} left.
            {remaining <= 3 && ' Create new ones on the Security page soon.'}
          </p>
        )}
        <p className="text-sm text-slate-600">Redirecting you now…</p>
      </section>
    );
  }

  return (
    <section aria-labelledby="mfa-step-title" className="space-y-4">
      <h2 id="mfa-step-title" className="text-xl font-bold text-ink">
        Two-factor authentication
      </h2>
      <MfaChallengeForm challenge={challenge} onSignedIn={finish} onCancel={cancelMfaChallenge} />
    </section>
  );
}
