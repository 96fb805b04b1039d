/** How long a login challenge may be answered. */
export const MFA_CHALLENGE_TTL_SECONDS = 300;
/** Wrong answers one challenge takes before it is closed (sign in again for a new one). */
export const MFA_MAX_WRONG_ATTEMPTS_PER_CHALLENGE = 5;
/** Failures in a row, across challenges and code checks, that lock MFA for the user. */
export const MFA_FAILURES_BEFORE_LOCK = 10;
export const MFA_LOCK_MINUTES = 15;
/** Entries of the security log the API lists. */
export const SECURITY_LOG_LIMIT = 50;
