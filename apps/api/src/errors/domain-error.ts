import type { ErrorCode } from '@podium/contracts/errors/error-codes';

/**
 * A refusal the domain knows about. Services throw it and know nothing of HTTP; the error handler
 * turns it into `{ success: false, message, error: code }` with the status from error-status.ts.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra fields merged into the answer (e.g. `retryAfterSeconds`, `alreadyCheckedIn`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A rate-limit refusal: answered 429 with a Retry-After header; a lock-out names its own code. */
export class RateLimitError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code: Extract<ErrorCode, 'RATE_LIMITED' | 'OTP_LOCKED' | 'MFA_LOCKED'> = 'RATE_LIMITED',
  ) {
    super(code, message, { retryAfterSeconds });
  }
}
