import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';
import { rotatingCodeQuerySchema } from './checkin-codes';

/** Hours a locked kiosk keeps showing codes before staff must start it again (one venue day). */
export const KIOSK_SESSION_HOURS = 16;

/**
 * `POST /api/staff/kiosk-sessions`: staff lock this device into showing one rotating code. The
 * answer's token can read that code and nothing else; the staff session on the device ends.
 */
const pinSchema = z.string({ error: 'pin must be 4 to 8 digits' }).regex(/^\d{4,8}$/, 'The PIN must be 4 to 8 digits.');

export const startKioskBodySchema = rotatingCodeQuerySchema.extend({
  /** Optional: lets whoever knows it end the kiosk on the device; without it only a staff sign-in can. */
  pin: pinSchema.optional(),
  eventId: z
    .number({ error: 'eventId must be a whole number' })
    .int('eventId must be a whole number')
    .positive('eventId must be positive')
    .max(2_147_483_647, 'eventId is too large'),
});
export type StartKioskBody = z.infer<typeof startKioskBodySchema>;

export const kioskSessionSchema = z.object({
  /** Bearer token for `/api/kiosk/*` only; shown once, stored hashed. */
  kioskToken: z.string(),
  expiresAt: z.string(),
  eventName: z.string(),
  sportName: z.string(),
  venue: z.string(),
  direction: z.enum(['in', 'out']),
  hasPin: z.boolean(),
});
export type KioskSession = z.infer<typeof kioskSessionSchema>;

/** `POST /api/kiosk/end` (kiosk token): ends the kiosk on the device with the PIN set when it started. */
export const endKioskWithPinBodySchema = z.object({ pin: pinSchema });

/** `POST /api/staff/kiosk-sessions/end` (staff session): a staff member who signed in on the device ends it. */
export const endKioskAsStaffBodySchema = z.object({
  kioskToken: oneLineText({ error: 'kioskToken is required' }).min(1, 'kioskToken is required').max(200, 'kioskToken is too long'),
});

/** Either way of ending a kiosk answers an empty `data` (`{ success, message: 'Kiosk ended', data: {} }`). */
export const kioskEndedDataSchema = z.object({});

/** Wrong PINs a kiosk takes before only a staff sign-in can end it. */
export const KIOSK_PIN_ATTEMPTS = 5;
