import { createHmac, timingSafeEqual } from 'node:crypto';
import { ROTATING_CODE_STEP_SECONDS } from '@podium/contracts/check-in/checkin-codes';
import type { CodeDirection } from '@podium/contracts/check-in/attendance-payload';
import { DomainError } from '../../errors/domain-error';

export interface CodeFields {
  eventId: number;
  sportId: number;
  venue: string;
  direction: CodeDirection;
}

/** The 30-second step `now` falls in (like a TOTP counter). */
export function codeStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / ROTATING_CODE_STEP_SECONDS);
}

/** The time a code's signature vouches for: the start of its step. */
export function codeTimeOf(step: number): Date {
  return new Date(step * ROTATING_CODE_STEP_SECONDS * 1000);
}

/** HMAC-SHA256 over the code's fields and step with the event's secret; 128 bits, base64url. */
export function signCode(secret: string, fields: CodeFields, step: number): string {
  const message = ['v1', fields.eventId, fields.sportId, fields.direction, step, fields.venue.toLowerCase()].join('|');
  return createHmac('sha256', secret).update(message).digest('base64url').slice(0, 22);
}

/**
 * Accepts a rotating code made for the current or the previous step only, so a photo of the kiosk
 * sent elsewhere stops working within a minute. A signature that does not match (or a step from
 * the future) is INVALID_CODE; an older genuine step is CODE_EXPIRED, unless it is a scan queued
 * offline and the code's own time is at most `lateAllowanceSeconds` old (0: no late codes).
 */
export function verifyRotatingCode(
  secret: string,
  fields: CodeFields,
  step: number,
  signature: string,
  now: Date,
  lateAllowanceSeconds = 0,
): void {
  const expected = Buffer.from(signCode(secret, fields, step));
  const given = Buffer.from(signature);
  const currentStep = codeStepAt(now);
  if (expected.length !== given.length || !timingSafeEqual(expected, given) || step > currentStep) {
    throw new DomainError('INVALID_CODE', 'This QR code is not valid. Scan the code shown at the venue.');
  }
  const isLateButAllowed = now.getTime() - codeTimeOf(step).getTime() <= lateAllowanceSeconds * 1000;
  if (step < currentStep - 1 && !isLateButAllowed) {
    throw new DomainError('CODE_EXPIRED', 'This QR code has expired. Scan the code on the kiosk screen again.');
  }
}
