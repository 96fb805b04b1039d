import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth/use-auth';
import { isLeavingPage } from '../lib/auth/leaving-page';
import { readPendingMfaChallenge } from '../features/mfa';
import { readCookie } from '../lib/cookies';
import { STORAGE_KEYS } from '../lib/storage-keys';

/** Readable marker the SSO callback sets while it hands an MFA challenge to the web app. */
const SSO_MFA_PENDING_COOKIE = 'sso_mfa_pending';

/** A second factor is on its way or being asked for: the MFA modal, not /Login, finishes the sign-in. */
function isSecondFactorPending(): boolean {
  return Boolean(readCookie(SSO_MFA_PENDING_COOKIE) || readPendingMfaChallenge());
}

/**
 * For pages that need a signed-in person (/profile, /my-events, /my-coupons, /co-register): without
 * one, go to /Login with this page stored as the return URL — unless a sign-in is waiting for its
 * second factor in the MFA modal (after SSO), which signs the person in on this very page.
 * Returns whether someone is signed in.
 */
export function useRequireSignIn(): boolean {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (isAuthenticated || isSecondFactorPending() || isLeavingPage()) return;
    const here = `${location.pathname}${location.search}`;
    localStorage.setItem(STORAGE_KEYS.returnUrl, here);
    void navigate(`/Login?redirect=${encodeURIComponent(here)}`, { replace: true });
  }, [isAuthenticated, location.pathname, location.search, navigate]);
  return isAuthenticated;
}
