import { readAuthToken, storeAuthToken, clearAuthToken } from '../auth-token';
import { expireCookieEverywhere } from '../cookies';
import { queryClient } from '../query-client';
import { OFFLINE_PROFILE_CACHE } from '../offline/offline-profile-cache';
import { forgetOfflineReads } from '../offline/offline-reads';
import { SESSION_KEYS, STORAGE_KEYS } from '../storage-keys';
import { requestLogout } from './logout-request';
import { PROFILE_QUERY_KEY } from './get-profile';
import { dispatchAuthChanged } from './auth-events';
import { readCachedUser, storeCachedUser, type CachedUser } from './cached-user';

/** After a sign-in: token in local storage and the cookie, the user cached, and everyone told. */
export function startWebSession(token: string, user: CachedUser): void {
  storeAuthToken(token);
  storeCachedUser(user);
  localStorage.setItem(STORAGE_KEYS.justLoggedIn, 'true');
  localStorage.removeItem(STORAGE_KEYS.loggingOut);
  dispatchAuthChanged({ authenticated: true, user });
}

/** Local storage keys logout removes: auth, MFA, city and settings (spec section 4). */
const LOGOUT_LOCAL_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.authenticated,
  STORAGE_KEYS.user,
  STORAGE_KEYS.selectedCity,
  STORAGE_KEYS.cityId,
  STORAGE_KEYS.mfaSetupRequired,
  STORAGE_KEYS.mfaEnabled,
  STORAGE_KEYS.mfaChallengeCompleted,
  STORAGE_KEYS.mfaChallengePending,
  STORAGE_KEYS.socialLoginSuccess,
  STORAGE_KEYS.justLoggedIn,
  'settings',
  'siteSettings',
  // Seen coupons belong to the person: the next one to sign in on this browser starts from zero.
  STORAGE_KEYS.lastSeenCouponCount,
  STORAGE_KEYS.lastSeenCouponOwner,
];

/**
 * Logout exactly as spec section 4 lists: logging-out flag; remove auth, MFA, city and settings
 * keys; clear the cached user; expire `token` and `auth_token` for every domain variant;
 * auth-changed with authenticated=false; then end the server session when there was one.
 * (The caller closes its menu.)
 */
export async function logout(options: { callServer?: boolean } = {}): Promise<void> {
  const token = readAuthToken();
  const hadSessionUser = Boolean(token);
  localStorage.setItem(STORAGE_KEYS.loggingOut, 'true');
  for (const key of LOGOUT_LOCAL_KEYS) localStorage.removeItem(key);
  for (const key of [STORAGE_KEYS.mfaChallengeCompleted, STORAGE_KEYS.mfaChallengePending, SESSION_KEYS.mfaData, 'couponToastShownFor'])
    sessionStorage.removeItem(key);
  queryClient.removeQueries({ queryKey: PROFILE_QUERY_KEY });
  // The service worker's offline copy of the profile and personal QR (offline-profile-cache.ts):
  // the next person on this phone must not see it.
  if ('caches' in window) void caches.delete(OFFLINE_PROFILE_CACHE);
  // The saved copy of their reads (offline-reads.ts), for the same reason.
  void forgetOfflineReads();
  clearAuthToken();
  expireCookieEverywhere('city');
  expireCookieEverywhere('cityId');
  dispatchAuthChanged({ authenticated: false });
  try {
    if (hadSessionUser && token && options.callServer !== false) await requestLogout(token);
  } finally {
    localStorage.removeItem(STORAGE_KEYS.loggingOut);
  }
}

export function isSignedInLocally(): boolean {
  return Boolean(readAuthToken() || readCachedUser());
}
