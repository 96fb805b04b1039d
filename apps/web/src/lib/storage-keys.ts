/** Local and session storage keys the spec names (section 3 and 4). */
export const STORAGE_KEYS = {
  token: 'token',
  authenticated: 'authenticated',
  user: 'user',
  returnUrl: 'returnUrl',
  selectedCity: 'selectedCity',
  cityId: 'cityId',
  adsPermanentlyClosed: 'adsPermanentlyClosed',
  adIndex: 'adIndex',
  lastSeenCouponCount: 'lastSeenCouponCount',
  /** Whose lastSeenCouponCount it is (the person's id): another person's count is not theirs (issue 17). */
  lastSeenCouponOwner: 'lastSeenCouponOwner',
  lastTenant: 'lastTenant',
  loggingOut: 'loggingOut',
  mfaSetupRequired: 'mfaSetupRequired',
  mfaEnabled: 'mfaEnabled',
  mfaChallengeCompleted: 'mfaChallengeCompleted',
  mfaChallengePending: 'mfaChallengePending',
  socialLoginSuccess: 'socialLoginSuccess',
  justLoggedIn: 'justLoggedIn',
  /** A check-in went through on this device: the avatar menu may offer "Install app" (issue 30). */
  checkedInOnce: 'checkedInOnce',
} as const;

/** Session storage keys cleared on a tenant change. */
export const SESSION_KEYS = { mfaData: 'mfaData', selectedSport: 'selectedSport', selectedEventId: 'selectedEventId' } as const;

/** Token cookie lifetime: 30 days (spec section 9). */
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 2_592_000;
/** Event id cookie lifetime: 7 days. */
export const EVENT_ID_COOKIE_MAX_AGE_SECONDS = 604_800;
