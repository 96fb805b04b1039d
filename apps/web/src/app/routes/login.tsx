import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loginErrorMessage, loginNoticeMessage } from '@podium/contracts/auth/sign-in-messages';
import type { MfaRequiredAnswer } from '@podium/contracts/auth/verify-otp';
import { LoginFlow } from '../../features/auth/components/login-flow';
import { LoginSidePanel } from '../../features/auth/components/login-side-panel';
import { peekReturnPath, storeReturnUrl, takeReturnPath } from '../../features/auth/return-url';
import { SignInChoices } from '../../features/sso';
import { useTenantConfig } from '../../lib/tenant/get-tenant-config';
import { buttonClass } from '../../components/ui/button';

// Shown only after the code is checked: out of the page's first load (issue 14).
const LoginMfaStep = lazy(async () => ({ default: (await import('../../features/mfa/components/login-mfa-step')).LoginMfaStep }));
// Only a first admin's invitation link carries `invite` (issue 29).
const InvitationNotice = lazy(async () => ({
  default: (await import('../../features/auth/components/invitation-notice')).InvitationNotice,
}));
const MfaSetupPrompt = lazy(async () => ({ default: (await import('../../features/mfa/components/mfa-setup-prompt')).MfaSetupPrompt }));

/** How long the success view shows before going to the return URL. */
const SUCCESS_REDIRECT_DELAY_MS = 800;

/**
 * /Login: `redirect` is kept as the return URL, `error` shows its friendly message (spec section 2),
 * `notice` tells a person SSO just signed in what they should know, with a way on.
 */
export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { data: tenant, isLoading: isTenantLoading } = useTenantConfig();
  const [mfaChallenge, setMfaChallenge] = useState<MfaRequiredAnswer>();
  const [isOnPhoneStep, setIsOnPhoneStep] = useState(true);
  const [isSignedIn, setIsSignedIn] = useState(false);
  const [isMfaSetupDue, setIsMfaSetupDue] = useState(false);
  const markMfaSetupDue = useCallback(() => setIsMfaSetupDue(true), []);
  const errorCode = searchParams.get('error');
  // A sign-in that worked but that the person should hear about (SSO made a separate account).
  const notice = loginNoticeMessage(searchParams.get('notice') ?? '');
  const inviteToken = searchParams.get('invite');

  useEffect(() => {
    const redirect = searchParams.get('redirect');
    if (redirect) storeReturnUrl(redirect);
  }, [searchParams]);

  const goBack = useCallback(() => {
    window.setTimeout(() => void navigate(takeReturnPath(), { replace: true }), SUCCESS_REDIRECT_DELAY_MS);
  }, [navigate]);

  return (
    <div className="mx-auto my-6 flex max-w-4xl flex-col overflow-hidden rounded-2xl bg-white shadow-sm md:my-12 md:flex-row">
      <LoginSidePanel />
      <section className="flex-1 p-6 md:p-10" aria-labelledby="login-title">
        <h1 id="login-title" className="mb-6 text-2xl font-bold text-ink">
          Sign in
        </h1>
        {inviteToken && !notice && !mfaChallenge && !isSignedIn && (
          <Suspense fallback={<div className="mb-5 min-h-16" aria-hidden="true" />}>
            <InvitationNotice token={inviteToken} />
          </Suspense>
        )}
        {notice ? (
          <div className="space-y-4">
            <p role="status" className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm leading-6 text-sky-900">
              {notice}
            </p>
            <button type="button" onClick={() => void navigate(takeReturnPath(), { replace: true })} className={buttonClass('primary')}>
              Continue
            </button>
          </div>
        ) : mfaChallenge ? (
          <Suspense fallback={<div className="min-h-48" aria-hidden="true" />}>
            <LoginMfaStep challenge={mfaChallenge} redirectTo={peekReturnPath()} />
          </Suspense>
        ) : (
          <LoginFlow
            captcha={tenant?.captcha}
            initialError={errorCode ? loginErrorMessage(errorCode) : undefined}
            onSignedIn={() => setIsSignedIn(true)}
            onMfaRequired={setMfaChallenge}
            onStepChange={(step) => setIsOnPhoneStep(step === 'phone')}
            showSecurityLink={Boolean(tenant?.featureFlags.modules?.security) && !tenant?.tenant.isMainClubHost}
            isRedirecting={!isMfaSetupDue}
            workEmailDomains={tenant?.sso.allowedDomains}
            isRestricted={tenant?.signInPolicy !== undefined && tenant.signInPolicy !== 'open'}
          />
        )}
        {!notice && !mfaChallenge && isOnPhoneStep && (
          // While the tenant config loads, the other sign-in choices keep about their room (CLS).
          <div className={tenant ? 'mt-5' : 'mt-5 min-h-28'}>
            <SignInChoices
              tenant={tenant}
              takeReturnPath={takeReturnPath}
              isAfterOtherChoices={tenant?.authProviders.providers.phoneAuth}
            />
          </div>
        )}
        {isSignedIn && (
          <div className="mt-5">
            <Suspense fallback={null}>
              <MfaSetupPrompt onDone={goBack} onDue={markMfaSetupDue} />
            </Suspense>
          </div>
        )}
        {/* Drawn once the sign-in choices are: before, this line sat high on a phone's first screen,
            larger than anything the server painted, and became the page's (late) largest paint (issue 34). */}
        <p className={`mt-8 text-center text-xs text-slate-500${isTenantLoading ? ' invisible' : ''}`}>
          By continuing, you agree to our Terms of Service and Privacy Policy
        </p>
      </section>
    </div>
  );
}
