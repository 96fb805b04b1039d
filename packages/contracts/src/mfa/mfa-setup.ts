import { z } from 'zod';
import { currentUserSchema } from '../auth/current-user';
import { setupCodeSchema } from './mfa-rules';

/**
 * `POST /api/mfa/initiate-setup` → `{ otpauthUrl, secret, recoveryCodes }` (spec section 7). The
 * secret stays pending until verify-setup. Recovery codes are issued once, by verify-setup, so
 * this list is always empty: a code shown before MFA is on would be a code nobody confirmed saving.
 */
export const initiateSetupAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** `otpauth://totp/Issuer:label?secret=...&issuer=...&algorithm=SHA1&digits=6&period=30`. */
  otpauthUrl: z.string(),
  /** Base32 secret (160 bits) for typing into an authenticator by hand. */
  secret: z.string(),
  recoveryCodes: z.array(z.string()),
  /** The otpauth URL as a QR code PNG (data URL), rendered by the server. */
  qrCodeDataUrl: z.string(),
});
export type InitiateSetupAnswer = z.infer<typeof initiateSetupAnswerSchema>;

/** `POST /api/mfa/verify-setup`. */
export const verifySetupRequestSchema = z.object({ totpCode: setupCodeSchema });
export type VerifySetupRequest = z.infer<typeof verifySetupRequestSchema>;

/**
 * MFA is on: the recovery codes (shown this once), and a new session token replacing the one
 * that made the call (the session is renewed when its security level changes).
 */
export const verifySetupAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recoveryCodes: z.array(z.string()),
  token: z.string(),
  user: currentUserSchema,
});
export type VerifySetupAnswer = z.infer<typeof verifySetupAnswerSchema>;

/** `POST /api/mfa/skip-setup`: allowed only where setup is required; asks again at `reminderAt`. */
export const skipSetupAnswerSchema = z.object({ success: z.literal(true), message: z.string(), reminderAt: z.string() });
export type SkipSetupAnswer = z.infer<typeof skipSetupAnswerSchema>;
