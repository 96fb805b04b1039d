import { z } from 'zod';

/**
 * `GET /api/mfa/status`: `{ success, isMfaEnabled, message }` (spec section 7), plus what the
 * security page and the setup reminder need.
 */
export const mfaStatusAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  isMfaEnabled: z.boolean(),
  /** The tenant or the user asks this person to set up MFA. */
  isSetupRequired: z.boolean(),
  /** Setup is required, not done, and no skip reminder is pending: the app should ask now. */
  isSetupDue: z.boolean(),
  /** Skip is offered only while setup is due: required, not on, and not skipped in the last 7 days (spec section 4). */
  canSkipSetup: z.boolean(),
  /** When a skipped setup asks again (ISO time), or null. */
  reminderAt: z.string().nullable(),
  /** Unused recovery codes left (0 when MFA is off). */
  recoveryCodesRemaining: z.number().int(),
});
export type MfaStatusAnswer = z.infer<typeof mfaStatusAnswerSchema>;
