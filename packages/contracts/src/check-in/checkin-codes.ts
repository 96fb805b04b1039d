import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';

/** Seconds a rotating kiosk code lives; the server accepts the current and the previous step. */
export const ROTATING_CODE_STEP_SECONDS = 30;

/** `GET /api/events/{eventId}/checkin-codes`: one printable code per sport and venue. */
export const checkInCodesQuerySchema = z.object({
  direction: z.enum(['in', 'out'], { error: "direction must be 'in' or 'out'" }).default('in'),
});

export const eventIdParamsSchema = z.object({
  eventId: z.coerce
    .number({ error: 'eventId must be a whole number' })
    .int('eventId must be a whole number')
    .positive('eventId must be positive')
    .max(2_147_483_647, 'eventId is too large'),
});

export const checkInCodeSchema = z.object({
  eventId: z.number().int(),
  sportId: z.number().int(),
  sportName: z.string(),
  venue: z.string(),
  direction: z.enum(['in', 'out']),
  /** The exact text inside the QR code. */
  payload: z.string(),
  /** The QR code as an SVG document. */
  svg: z.string(),
});
export type CheckInCode = z.infer<typeof checkInCodeSchema>;

/** `GET /api/events/{eventId}/checkin-codes/poster.pdf?venue=…`: one page per sport played there. */
export const posterQuerySchema = z.object({
  venue: oneLineText({ error: 'venue is required' }).trim().min(1, 'venue is required').max(200, 'venue is too long'),
  direction: z.enum(['in', 'out'], { error: "direction must be 'in' or 'out'" }).default('in'),
});

/** `GET /api/events/{eventId}/checkin-codes/rotating?sportId=…&venue=…`: the kiosk's current signed code. */
export const rotatingCodeQuerySchema = posterQuerySchema.extend({
  sportId: z.coerce
    .number({ error: 'sportId must be a whole number' })
    .int('sportId must be a whole number')
    .positive('sportId must be positive'),
});

export const rotatingCodeSchema = checkInCodeSchema.extend({
  step: z.number().int(),
  /** ISO time after which the kiosk should show the next code. */
  refreshAt: z.string(),
  stepSeconds: z.number().int(),
});
export type RotatingCode = z.infer<typeof rotatingCodeSchema>;
