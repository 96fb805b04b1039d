import { formatRetryWait } from '@podium/contracts/auth/otp-resend';
import type { ErrorCode } from '@podium/contracts/errors/error-code-list';
import { MESSAGES } from '@podium/contracts/messages';
import { ApiError } from './http-client';

/**
 * What a person reads for each server error code: the product description's text where it names
 * one (section 8), the server's own text where it tells the person something they can act on
 * (which field, which company, when the check-in opens, start the setup again), else the calling
 * screen's default. One table for the whole web app, typed over every code of the contract: a
 * new code without a rule fails the type check.
 */
type Rule =
  /** A fixed text from the description. */
  | { say: string }
  /** The server's message (it is specific and actionable), or `otherwise`/the screen's default when it sent none. */
  | { server: true; otherwise?: string }
  /** Nothing a person can act on: the screen's default text. */
  | 'default';

const SERVER: Rule = { server: true };

export const ERROR_RULES: Record<ErrorCode, Rule> = {
  VALIDATION_FAILED: SERVER, // names the field or value to fix
  UNAUTHENTICATED: 'default', // the screen's 401 text (below)
  FORBIDDEN: { server: true, otherwise: MESSAGES.http.forbidden },
  NOT_FOUND: { server: true, otherwise: MESSAGES.http.notFound },
  CONFLICT: SERVER, // e.g. 'This email is already linked to another account.'
  RATE_LIMITED: 'default', // the 429 text with the wait (below)
  PAYLOAD_TOO_LARGE: SERVER, // says the limit
  UPSTREAM_FAILED: SERVER, // 'We could not send the SMS right now. Please try again in a few minutes.'
  INTERNAL: 'default', // a 5xx text is never shown (the API does not leak it either)
  CROSS_SITE_REQUEST: 'default',
  METHOD_NOT_ALLOWED: 'default',
  CAPTCHA_FAILED: SERVER, // solve it again / it was already used
  USER_NOT_REGISTERED: { say: MESSAGES.otp.userNotRegistered },
  OTP_INCORRECT: { say: MESSAGES.otp.incorrect },
  OTP_EXPIRED: SERVER, // 'request a new one'
  OTP_LOCKED: 'default',
  MFA_INVALID_CODE: SERVER, // the description's text for the call (code, recovery code or setup code)
  MFA_CHALLENGE_INVALID: 'default', // 401: 'Authentication token not found. Please try logging in again.'
  MFA_LOCKED: 'default',
  MFA_NOT_ENABLED: SERVER,
  MFA_ALREADY_ENABLED: SERVER,
  MFA_SKIP_NOT_ALLOWED: SERVER, // says when the skip is allowed again
  MFA_SETUP_REQUIRED: SERVER,
  // Check-in: the description reads the server's message first (section 8); each says what to do.
  INVALID_CODE: SERVER,
  EVENT_NOT_FOUND: SERVER,
  SPORT_NOT_FOUND: SERVER,
  WRONG_VENUE: SERVER,
  NOT_REGISTERED: SERVER,
  CATEGORY_REQUIRED: SERVER,
  CHECKIN_NOT_OPEN: SERVER,
  CHECKIN_CLOSED: SERVER,
  CODE_EXPIRED: SERVER,
  NOT_CHECKED_IN: SERVER,
  CATEGORY_NOT_AVAILABLE: SERVER,
  REGISTRATION_CLOSED: SERVER,
  CATEGORY_FULL: SERVER,
  ALREADY_REGISTERED: SERVER,
  CATEGORY_NOT_FULL: SERVER,
  ALREADY_WAITING: SERVER,
  OFFER_CLOSED: SERVER,
  NOT_ELIGIBLE: SERVER,
  TEAM_NOT_FOUND: SERVER,
  TEAM_FULL: SERVER,
  TEAM_NAME_TAKEN: SERVER,
  // Payments (docs/payments.md): each says what happened to the order and what to do next.
  PAYMENTS_UNAVAILABLE: SERVER,
  TOO_MANY_STREAMS: SERVER,
  SERVER_BUSY: SERVER, // 'try again in a few seconds'
  ORDER_LIMIT_REACHED: SERVER, // 'you have N unpaid orders: pay one or withdraw first'
  PAYMENT_PROVIDER_ERROR: SERVER, // 'the order stays pending: use Pay now later'
  INVALID_SIGNATURE: 'default',
  ORDER_STATE_CONFLICT: SERVER,
  // Tournaments (docs/tournaments.md): each names the match, clash or reason.
  DRAW_LOCKED: SERVER,
  FIXTURE_NOT_READY: SERVER,
  PLACINGS_UNDECIDED: SERVER,
  SCHEDULE_CLASH: SERVER,
  TENANT_NOT_FOUND: SERVER,
  TENANT_SUSPENDED: SERVER,
  MODULE_OFF: SERVER,
};

export interface ErrorTexts {
  /** The screen's default, e.g. 'Login failed. Please try again.'; else 'Operation failed. Please try again.'. */
  fallback?: string;
  /** A 401 on this screen; by default the description's 'Session expired. Please login again.'. */
  unauthorized?: string;
  /** A 5xx on this screen (the call reached us and failed), e.g. 'Failed to send OTP'. */
  serverFailure?: string;
}

/** The error code of a failed call, typed by the contract (undefined for a code this build does not know). */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  return error instanceof ApiError ? error.errorCode : undefined;
}

/** The description's 429 text, then when to try again (the server's `retryAfterSeconds`) where it said. */
export function tooManyAttemptsMessage(error: ApiError): string {
  const retryAfterSeconds = (error.body as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if (typeof retryAfterSeconds !== 'number' || !(retryAfterSeconds > 0)) return MESSAGES.otp.tooManyAttempts;
  return `${MESSAGES.otp.tooManyAttempts} You can try again in ${formatRetryWait(retryAfterSeconds)}.`;
}

/** The text a person reads for a failed call. */
export function errorMessage(error: unknown, texts: ErrorTexts = {}): string {
  const fallback = texts.fallback ?? MESSAGES.checkIn.operationFailed;
  if (!(error instanceof ApiError)) return fallback;
  const code = errorCodeOf(error);
  // A code this build does not know (a newer server): its text is the best there is.
  const rule: Rule = code ? ERROR_RULES[code] : error.code && error.status < 500 ? SERVER : 'default';
  if (typeof rule === 'object' && 'say' in rule) return rule.say;
  if (error.status === 0) return MESSAGES.http.network;
  if (error.status === 401) return texts.unauthorized ?? MESSAGES.checkIn.sessionExpired;
  if (error.status === 429) return tooManyAttemptsMessage(error);
  if (typeof rule === 'object') return error.serverMessage ?? rule.otherwise ?? fallback;
  if (error.status >= 500) return texts.serverFailure ?? fallback;
  return fallback;
}
