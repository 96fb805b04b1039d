import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SIGN_IN_MESSAGES } from '@podium/contracts/auth/sign-in-messages';
import type { MfaRequiredAnswer } from '@podium/contracts/auth/verify-otp';
import { toast } from '../../../components/ui/toaster';
import type { CaptchaConfig } from '../captcha/captcha-choice';
import { startWebSession } from '../../../lib/auth/session';
import { showCodeRequestsNotice } from '../code-requests-notice';
import { PhoneStep } from './phone-step';
import { useAfterPaint } from '../../../lib/use-after-paint';

// The code step (with the first-login details form and its Zod schemas) is not needed for the
// page's first paint: it loads while the number is typed (issue 14).
const loadOtpStep = async () => ({ default: (await import('./otp-step')).OtpStep });
const OtpStep = lazy(loadOtpStep);

export type Step = 'phone' | 'otp' | 'success';

interface LoginFlowProps {
  /** The tenant's captcha setting; undefined while the tenant config loads. */
  captcha: CaptchaConfig | undefined;
  /** Shown first, e.g. the friendly text of `?error=`. */
  initialError?: string;
  onSignedIn(): void;
  onMfaRequired(answer: MfaRequiredAnswer): void;
  /** Told when the step changes (the page shows the other sign-in choices only beside the phone step). */
  onStepChange?(step: Step): void;
  /**
   * The success screen names where two-factor authentication is set up or turned off: /security
   * (the description lists those views on /Login; Podium keeps them on one page, see
   * docs/product-conformance.md). Off where the Security page is (modules.security, main club host).
   */
  showSecurityLink?: boolean;
  /**
   * False while a step that does not redirect follows on this page (the two-factor setup prompt):
   * the success line then says 'Login successful' without promising a redirect (issue 30).
   */
  isRedirecting?: boolean;
  /** The tenant's SSO email domains, for the first-sign-in email hint. */
  workEmailDomains?: string[];
  /** The site admits only registered people (tenant `signInPolicy`): the phone step says so up front. */
  isRestricted?: boolean;
}

/** Phone entry, then the code (Change goes back), then success or the MFA step (spec section 4). */
export function LoginFlow({
  captcha,
  initialError,
  onSignedIn,
  onMfaRequired,
  onStepChange,
  showSecurityLink,
  isRedirecting = true,
  workEmailDomains,
  isRestricted,
}: LoginFlowProps) {
  const [step, setStepState] = useState<Step>('phone');
  const setStep = (next: Step) => {
    setStepState(next);
    onStepChange?.(next);
  };
  const [phone, setPhone] = useState('');
  const [sentAtMs, setSentAtMs] = useState(0);
  const [errorMessage, setErrorMessage] = useState(initialError);

  // Said once, in the form's alert (read out by screen readers), not again in a toast.
  const showError = (message: string | undefined) => setErrorMessage(message);
  // 'OTP sent successfully' belongs to the login page: it does not follow the person onto the next one.
  useEffect(() => () => void toast.dismiss(SIGN_IN_MESSAGES.otpSent), []);
  const codeSent = () => {
    setSentAtMs(Date.now());
    setErrorMessage(undefined);
    toast.success(SIGN_IN_MESSAGES.otpSent);
  };

  // The code step is fetched ahead, once the phone step is on screen (not before its first paint).
  const isPainted = useAfterPaint();
  useEffect(() => {
    if (isPainted) void loadOtpStep();
  }, [isPainted]);

  return (
    <div className="space-y-5">
      {errorMessage && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {errorMessage}
        </p>
      )}
      {step === 'phone' && (
        <PhoneStep
          isRestricted={isRestricted}
          initialPhone={phone}
          captcha={captcha}
          onError={showError}
          onSent={(sentTo) => {
            setPhone(sentTo);
            codeSent();
            setStep('otp');
          }}
        />
      )}
      {step === 'otp' && (
        <Suspense fallback={<div className="min-h-48" aria-hidden="true" />}>
          <OtpStep
            phone={phone}
            captcha={captcha}
            sentAtMs={sentAtMs}
            onResent={codeSent}
            workEmailDomains={workEmailDomains}
            onError={showError}
            onChangeNumber={() => {
              setErrorMessage(undefined);
              setStep('phone');
            }}
            onMfaRequired={(answer) => {
              showCodeRequestsNotice(answer.codeRequestsSinceLastSignIn);
              onMfaRequired(answer);
            }}
            onSignedIn={(answer) => {
              startWebSession(answer.token, answer.user);
              showCodeRequestsNotice(answer.codeRequestsSinceLastSignIn);
              setStep('success');
              onSignedIn();
            }}
          />
        </Suspense>
      )}
      {step === 'success' && (
        <div className="space-y-3 text-center">
          <p role="status" className="rounded-lg bg-green-50 px-3 py-4 font-semibold text-green-800">
            {isRedirecting ? SIGN_IN_MESSAGES.successRedirecting : SIGN_IN_MESSAGES.signedIn}
          </p>
          {showSecurityLink && (
            <p className="text-sm text-slate-600">
              Two-factor authentication (MFA) is set up and turned off on the{' '}
              <Link to="/security" className="font-semibold text-brand-700 underline">
                Security page
              </Link>
              .
            </p>
          )}
        </div>
      )}
    </div>
  );
}
