// The error codes without Zod: the web app's first load imports this file (issue 14's budgets).
/**
 * The closed set of error codes the API answers with (`{ success: false, message, error: CODE }`).
 * The web app branches on these; a person reads the message. Add a code here, then give it a
 * status in apps/api/src/errors/error-status.ts (the type check insists).
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UPSTREAM_FAILED',
  'INTERNAL',
  /** A state-changing request authenticated only by the cookie, sent from another site. */
  'CROSS_SITE_REQUEST',
  'METHOD_NOT_ALLOWED',
  // sign-in
  'CAPTCHA_FAILED',
  'USER_NOT_REGISTERED',
  'OTP_INCORRECT',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  // MFA
  'MFA_INVALID_CODE',
  'MFA_CHALLENGE_INVALID',
  'MFA_LOCKED',
  'MFA_NOT_ENABLED',
  'MFA_ALREADY_ENABLED',
  'MFA_SKIP_NOT_ALLOWED',
  /** A staff or admin route while required two-factor setup is not done. */
  'MFA_SETUP_REQUIRED',
  // check-in reasons (shared with the scanner)
  'INVALID_CODE',
  'EVENT_NOT_FOUND',
  'SPORT_NOT_FOUND',
  'WRONG_VENUE',
  'NOT_REGISTERED',
  'CATEGORY_REQUIRED',
  'CHECKIN_NOT_OPEN',
  'CHECKIN_CLOSED',
  'CODE_EXPIRED',
  'NOT_CHECKED_IN',
  /** A visitor chose a category that is not of the scanned event and sport: nothing recorded. */
  'CATEGORY_NOT_AVAILABLE',
  // registration (member pages)
  'REGISTRATION_CLOSED',
  'CATEGORY_FULL',
  'ALREADY_REGISTERED',
  'NOT_ELIGIBLE',
  'TEAM_NOT_FOUND',
  'TEAM_FULL',
  'TEAM_NAME_TAKEN',
  // payments (issue 15)
  /** A paid category while no payment provider is configured (production without PAYMENT_PROVIDER). */
  'PAYMENTS_UNAVAILABLE',
  /** The payment provider did not answer or refused: the order stays pending, retry or wait. */
  'PAYMENT_PROVIDER_ERROR',
  /** A webhook or checkout return whose signature does not verify: nothing changed. */
  'INVALID_SIGNATURE',
  /** The order is not in a state that allows this (e.g. paying an expired order, refunding an unpaid one). */
  'ORDER_STATE_CONFLICT',
  /** The member already has as many unpaid orders open as a member may (issue 28): pay or withdraw first. */
  'ORDER_LIMIT_REACHED',
  // tournaments (issue 16)
  /** A match of the category has started: the draw (or a result feeding a started match) cannot change. */
  'DRAW_LOCKED',
  /** A score for a fixture whose teams are not known yet. */
  'FIXTURE_NOT_READY',
  /** Placings of a category whose deciding matches are not finished. */
  'PLACINGS_UNDECIDED',
  /** A fixture move that would put a venue, team or person in two places at once. */
  'SCHEDULE_CLASH',
  /** This server has as many live streams open as it keeps: the page falls back to refreshing now and then. */
  'TOO_MANY_STREAMS',
  /** This server is running as many heavy computations (draws, schedules) as it runs at once: retry after Retry-After. */
  'SERVER_BUSY',
  // platform operators (issue 29)
  /** No tenant claims this host (production; development falls back to the default tenant). */
  'TENANT_NOT_FOUND',
  /** An operator suspended this site: sign-ins, writes and reads are refused until it is resumed. */
  'TENANT_SUSPENDED',
  /** The operator turned this module off for this site (payments, tournaments, coupons, ...). */
  'MODULE_OFF',
  // waiting lists (issue 33 §5)
  /** Joining a waiting list of a category that still has places: register instead. */
  'CATEGORY_NOT_FULL',
  /** The person is already on this category's waiting list. */
  'ALREADY_WAITING',
  /** A waiting-list offer that expired, was declined or was already accepted. */
  'OFFER_CLOSED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Whether a value is one of the codes (Zod-free, so the sign-in page's first load stays small). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
