import { MESSAGES } from '../messages';
import { describeOtherCode } from './other-code-kinds';

/** Direction of an attendance code: an entry code records a check-in, an exit code a check-out. */
export type CodeDirection = 'in' | 'out';

/** What an attendance QR code says, once read. `step`/`signature` only on rotating kiosk codes. */
export interface AttendancePayload {
  eventId: number;
  sportId: number;
  venue: string;
  direction: CodeDirection;
  /** Time step (unix seconds / 30) the rotating code was made for. */
  step?: number;
  /** HMAC of the code's fields and step with the event's secret (base64url). */
  signature?: string;
}

export type PayloadParseResult = { ok: true; payload: AttendancePayload } | { ok: false; message: string };

/**
 * Reads the text of a scanned attendance code (spec section 3): JSON
 * `{"eventId":1,"sportId":2,"venue":"Arena"}` (also `venueName`, optional `direction`, `step`,
 * `sig`), or comma text with at least 3 parts `eventId,sportId,venue` (a venue may itself contain
 * commas). A personal, coupon, authenticator or web-link code says what it is (describeOtherCode); other
 * text gives 'Invalid QR code format' (spec section 5); empty text gives
 * 'No QR data found. Please scan again.'; a readable code with bad ids gives 'Invalid QR code.
 * Please try again.'. Ids become integers here, so the API always receives numbers.
 */
export function parseAttendancePayload(text: string | null | undefined): PayloadParseResult {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return { ok: false, message: MESSAGES.checkIn.noData };
  const fields = readJsonObject(trimmed) ?? readCommaParts(trimmed);
  if (!fields) return { ok: false, message: describeOtherCode(trimmed) ?? MESSAGES.checkIn.invalidFormat };

  const eventId = toPositiveInteger(fields.eventId);
  const sportId = toPositiveInteger(fields.sportId);
  const venueValue = fields.venue ?? fields.venueName;
  const venue = typeof venueValue === 'string' ? venueValue.trim() : '';
  const direction = fields.direction === undefined || fields.direction === 'in' ? 'in' : fields.direction === 'out' ? 'out' : undefined;
  if (eventId === undefined || sportId === undefined || !venue || venue.length > 200 || !direction) {
    return { ok: false, message: MESSAGES.checkIn.invalidCode };
  }
  const payload: AttendancePayload = { eventId, sportId, venue, direction };
  if (fields.step !== undefined || fields.sig !== undefined) {
    const step = toPositiveInteger(fields.step);
    if (step === undefined || typeof fields.sig !== 'string' || !/^[\w-]{8,128}$/.test(fields.sig)) {
      return { ok: false, message: MESSAGES.checkIn.invalidCode };
    }
    payload.step = step;
    payload.signature = fields.sig;
  }
  return { ok: true, payload };
}

function readJsonObject(text: string): Record<string, unknown> | undefined {
  if (!text.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function readCommaParts(text: string): Record<string, unknown> | undefined {
  const parts = text.split(',');
  if (parts.length < 3) return undefined;
  const [eventId, sportId, ...venue] = parts;
  return { eventId: eventId!.trim(), sportId: sportId!.trim(), venue: venue.join(',') };
}

/** 12, "12" and " 12 " are 12; 1.5, "12abc", 0, -3 and huge values are not ids. */
function toPositiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number > 0 && number <= 2_147_483_647 ? number : undefined;
}

/** The JSON text printed in an attendance code (the inverse of parseAttendancePayload). */
export function formatAttendancePayload(payload: AttendancePayload): string {
  const body: Record<string, unknown> = { eventId: payload.eventId, sportId: payload.sportId, venue: payload.venue };
  if (payload.direction === 'out') body.direction = 'out';
  if (payload.step !== undefined) body.step = payload.step;
  if (payload.signature !== undefined) body.sig = payload.signature;
  return JSON.stringify(body);
}
