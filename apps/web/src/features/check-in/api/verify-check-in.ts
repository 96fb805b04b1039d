import { isErrorCode, type ErrorCode } from '@podium/contracts/errors/error-code-list';
import type { AvailableCategory, CheckInUser, VerifyCheckInRequest } from '@podium/contracts/check-in/verify-check-in';
import { MESSAGES } from '@podium/contracts/messages';
import { errorMessage } from '../../../lib/error-messages';
import { ApiError, http } from '../../../lib/http-client';

/** One attendance as the success view shows it, whatever shape variant the server sent. */
export interface CheckInResultItem {
  eventName: string;
  venue: string;
  sportName: string;
  categoryName: string;
  timestamp: string | null;
  type: string;
  direction: 'check-in' | 'check-out';
  alreadyCheckedIn: boolean;
  previousCheckInTime: string | null;
  teamName: string | null;
}

export interface CheckInResult {
  message: string;
  user: CheckInUser | null;
  userType: string | null;
  alreadyCheckedIn: boolean;
  previousCheckInTime: string | null;
  availableCategories: AvailableCategory[];
  items: CheckInResultItem[];
  /** The event's time zone: times show in it, with its abbreviation, whatever the phone's zone. */
  timeZone: string | undefined;
}

/** A refusal or failure, with the text the scanner shows (spec section 8). */
export class CheckInError extends Error {
  constructor(
    message: string,
    readonly code?: ErrorCode,
    /** The request never got an answer from the API (no network, timeout, or a 5xx on the way): worth queuing. */
    readonly isNetworkFailure = false,
    /**
     * The answer's HTTP status: 0 when none came, 200 for a refusal in a 200 body or an answer that
     * could not be read. The offline queue decides on it (lib/offline/send-queue.ts).
     */
    readonly status = 200,
  ) {
    super(message);
    this.name = 'CheckInError';
  }
}

type Loose = Record<string, unknown>;
const asRecord = (value: unknown): Loose => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {});
const asString = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * Reads the answer (spec section 3): fields may sit one level deeper under a nested `data`
 * object; `alreadyCheckedIn` or `isAlreadyCheckedIn`; `teamName` or `teamname`.
 */
export function normalizeCheckInAnswer(raw: unknown): CheckInResult {
  const top = asRecord(raw);
  const nested = asRecord(top.data);
  const body = Array.isArray(top.data) || Object.keys(nested).length === 0 ? top : { ...top, ...nested };
  const list = Array.isArray(body.data) ? body.data : [];
  const items = list.map((entry): CheckInResultItem => {
    const item = asRecord(entry);
    const event = asRecord(item.event);
    const attendance = asRecord(item.attendance);
    const team = asRecord(item.team);
    return {
      eventName: asString(event.eventName) ?? '',
      venue: asString(event.venue) ?? '',
      sportName: asString(asRecord(event.sport).name) ?? '',
      categoryName: asString(asRecord(event.sportCategory).name) ?? '',
      timestamp: asString(attendance.timestamp),
      type: asString(attendance.type) ?? 'check-in',
      direction: attendance.direction === 'check-out' ? 'check-out' : 'check-in',
      alreadyCheckedIn: Boolean(attendance.alreadyCheckedIn ?? attendance.isAlreadyCheckedIn),
      previousCheckInTime: asString(attendance.previousCheckInTime),
      teamName: asString(team.teamName) ?? asString(team.teamname),
    };
  });
  const eventCategories = list.flatMap((entry) => {
    const categories = asRecord(asRecord(entry).event).availableCategories;
    return Array.isArray(categories) ? (categories as AvailableCategory[]) : [];
  });
  const available = Array.isArray(body.availableCategories) ? (body.availableCategories as AvailableCategory[]) : eventCategories;
  const user = asRecord(body.user);
  const isAlready =
    Boolean(body.alreadyCheckedIn ?? body.isAlreadyCheckedIn) || (items.length > 0 && items.every((item) => item.alreadyCheckedIn));
  return {
    message: asString(body.message) ?? '',
    user: Object.keys(user).length > 0 ? (user as unknown as CheckInUser) : null,
    userType: asString(body.userType),
    alreadyCheckedIn: isAlready,
    previousCheckInTime: asString(body.previousCheckInTime) ?? items.find((item) => item.previousCheckInTime)?.previousCheckInTime ?? null,
    availableCategories: available,
    items,
    timeZone: asString(body.timeZone) ?? undefined,
  };
}

/**
 * POST /api/user/checkin/verify. A 401 reads 'Session expired. Please login again.'; otherwise the
 * shared error map (the server's message for every check-in refusal), else `fallback`: the call's
 * default from the description ('Check-in failed. Please try again.', 'Visitor multi-category
 * check-in failed. Please try again.', 'Failed to mark visitor attendance. Please try again.').
 * A thrown error's own text (a TypeError from fetch, say) is never shown: it means nothing to a person.
 */
export async function verifyCheckIn(
  body: VerifyCheckInRequest,
  fallback: string = MESSAGES.checkIn.failed,
  /** What a server error (5xx) reads: the description's failure text for this call, with a way to try again. */
  serverFailure: string = fallback,
): Promise<CheckInResult> {
  let raw: unknown;
  try {
    raw = await http.post<unknown>('/user/checkin/verify', body);
  } catch (error) {
    if (error instanceof ApiError) {
      // Only a request that got no answer at all is worth queuing (issue 30): a server that answered
      // 5xx is reachable, and a person online must not be told "saved, you are offline".
      const isNetworkFailure = error.status === 0;
      if (error.status >= 500) throw new CheckInError(serverFailure, error.errorCode, false, error.status);
      const message = errorMessage(error, { fallback, unauthorized: MESSAGES.checkIn.sessionExpired });
      throw new CheckInError(message, error.errorCode, isNetworkFailure, error.status);
    }
    throw new CheckInError(fallback);
  }
  const record = asRecord(raw);
  if (record.success === false) {
    const code = asString(record.error);
    throw new CheckInError(asString(record.message) ?? fallback, isErrorCode(code) ? code : undefined);
  }
  return normalizeCheckInAnswer(raw);
}
