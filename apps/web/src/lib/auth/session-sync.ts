import { readCookie } from '../cookies';
import { STORAGE_KEYS } from '../storage-keys';
import { AUTH_CHANGED_EVENT, dispatchAuthChanged } from './auth-events';
import { isLeavingPage } from './leaving-page';

/** Cookie-to-storage sync period and the reload delay after auth-changed (spec section 9). */
export const TOKEN_SYNC_INTERVAL_MS = 2000;
export const AUTH_RELOAD_DELAY_MS = 500;

/**
 * A token cookie set elsewhere (a social sign-in callback, another tab on a sibling subdomain)
 * is copied into local storage; not while logging out.
 */
export function syncTokenFromCookie(): boolean {
  if (localStorage.getItem(STORAGE_KEYS.loggingOut)) return false;
  const cookieToken = readCookie('token');
  if (!cookieToken || cookieToken === localStorage.getItem(STORAGE_KEYS.token)) return false;
  localStorage.setItem(STORAGE_KEYS.token, cookieToken);
  localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
  dispatchAuthChanged({ authenticated: true });
  return true;
}

/**
 * The page reloads after an auth change, except on /Login, on /kiosk (starting a kiosk signs the
 * staff member out on purpose, and a reload would leave full screen), while an MFA challenge is
 * pending, and when the page is leaving for a page of its own (after an account deletion).
 */
export function shouldReloadAfterAuthChange(pathname: string): boolean {
  if (['/login', '/kiosk'].includes(pathname.toLowerCase())) return false;
  // The page is already on its way to where the sign-out leads (leaving-page.ts).
  if (isLeavingPage()) return false;
  const pending = STORAGE_KEYS.mfaChallengePending;
  return sessionStorage.getItem(pending) !== 'true' && localStorage.getItem(pending) !== 'true';
}

/** Starts the sync and the reload rule; returns the stop function. Mount once per page. */
export function startAuthLifecycle(): () => void {
  // A flag left by a logout the reload interrupted.
  localStorage.removeItem(STORAGE_KEYS.loggingOut);
  const interval = window.setInterval(syncTokenFromCookie, TOKEN_SYNC_INTERVAL_MS);
  let reloadTimer: number | undefined;
  const onAuthChanged = () => {
    window.clearTimeout(reloadTimer);
    reloadTimer = window.setTimeout(() => {
      if (shouldReloadAfterAuthChange(window.location.pathname)) window.location.reload();
    }, AUTH_RELOAD_DELAY_MS);
  };
  window.addEventListener(AUTH_CHANGED_EVENT, onAuthChanged);
  // Marks the page as syncing: a test that drives the page's clock waits for this instead of
  // guessing when the first render's effects have run.
  document.documentElement.dataset.authSync = 'on';
  return () => {
    delete document.documentElement.dataset.authSync;
    window.clearInterval(interval);
    window.clearTimeout(reloadTimer);
    window.removeEventListener(AUTH_CHANGED_EVENT, onAuthChanged);
  };
}
