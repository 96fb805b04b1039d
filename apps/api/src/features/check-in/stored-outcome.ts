import type { ErrorCode } from '@podium/contracts/errors/error-codes';
import type { VerifyCheckInAnswer } from '@podium/contracts/check-in/verify-check-in';
import { DomainError } from '../../errors/domain-error';
import { ERROR_STATUS } from '../../errors/error-status';

/** What a scan came to: the answer, or the refusal the error handler turns into HTTP. */
export type CheckInOutcome = { answer: VerifyCheckInAnswer } | { refusal: DomainError };

/** How an outcome is kept under its scan id (check_in_replies), so a retry gets the same outcome. */
export interface StoredCheckInOutcome {
  /**
   * Nothing here reads it: a refusal's status follows from its code. It is still filled because
   * the column is NOT NULL and a replica of the previous release replays from it.
   */
  statusCode: number;
  /** The answer, or the refusal as `{ success: false, message, error, ...details }`. */
  body: unknown;
}

export function storedOutcomeOf(outcome: CheckInOutcome): StoredCheckInOutcome {
  if ('answer' in outcome) return { statusCode: 200, body: outcome.answer };
  const { code, message, details } = outcome.refusal;
  return { statusCode: ERROR_STATUS[code], body: { success: false, message, error: code, ...details } };
}

export function outcomeOfStored(stored: StoredCheckInOutcome): CheckInOutcome {
  const body = stored.body as Record<string, unknown>;
  if (body.success !== false) return { answer: body as VerifyCheckInAnswer };
  const { success: _success, message, error, ...details } = body;
  return { refusal: new DomainError(error as ErrorCode, String(message), details) };
}
