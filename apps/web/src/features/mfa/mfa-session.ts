import { clearAuthToken, storeAuthToken } from '../../lib/auth-token';
import { SESSION_KEYS, STORAGE_KEYS } from '../../lib/storage-keys';
import { dispatchAuthChanged } from '../auth/auth-events';

/** Keeps a new session token (and the cached user) after an MFA step, and tells the app. */
export function storeMfaSession(token: string, user: unknown, options: { notify: boolean }): void {
  storeAuthToken(token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  if (options.notify) dispatchAuthChanged({ authenticated: true, user });
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
