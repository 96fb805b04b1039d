import type { CurrentUser } from '@podium/contracts/auth/current-user';
import { clearAuthToken, storeAuthToken } from '../../lib/auth-token';
import { SESSION_KEYS, STORAGE_KEYS } from '../../lib/storage-keys';
import { dispatchAuthChanged } from '../../lib/auth/auth-events';
import { storeCachedUser } from '../../lib/auth/cached-user';
import { startWebSession } from '../../lib/auth/session';

/**
 * Keeps a session token from an MFA step. `notify`: a sign-in, told to the whole app like any
 * other; without it (a renewed token on /security) only storage changes, so nothing reloads.
 */
export function storeMfaSession(token: string, user: CurrentUser, options: { notify: boolean }): void {
  if (options.notify) return startWebSession(token, user);
  storeAuthToken(token);
  storeCachedUser(user);
}

/**
 * Cancel at the MFA challenge (spec section 4): clears every stored piece of auth state (token,
 * cookies, cached user, MFA flags and challenge data) and reloads /Login.
 */
export function cancelMfaChallenge(): void {
  clearAuthToken();
  for (const key of [
    STORAGE_KEYS.user,
    STORAGE_KEYS.mfaSetupRequired,
    STORAGE_KEYS.mfaEnabled,
    STORAGE_KEYS.mfaChallengeCompleted,
    STORAGE_KEYS.mfaChallengePending,
    STORAGE_KEYS.socialLoginSuccess,
    STORAGE_KEYS.justLoggedIn,
  ]) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }
  sessionStorage.removeItem(SESSION_KEYS.mfaData);
  dispatchAuthChanged({ authenticated: false });
  window.location.assign('/Login');
}
