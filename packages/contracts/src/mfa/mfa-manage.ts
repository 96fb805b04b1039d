import { z } from 'zod';
import { currentCodeSchema } from './mfa-rules';

/** `POST /api/mfa/disable` and `POST /api/mfa/recovery-codes/regenerate`: a current code proves the authenticator is at hand. */
export const currentCodeRequestSchema = z.object({ totpCode: currentCodeSchema });
export type CurrentCodeRequest = z.infer<typeof currentCodeRequestSchema>;

/** `POST /api/mfa/disable`: MFA is off and every other session of the user has ended. */
export const disableAnswerSchema = z.object({ success: z.literal(true), message: z.string(), isMfaEnabled: z.literal(false) });
export type DisableAnswer = z.infer<typeof disableAnswerSchema>;

/** `POST /api/mfa/recovery-codes/regenerate`: the old codes stop working; these are shown once. */
export const regenerateRecoveryCodesAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type RegenerateRecoveryCodesAnswer = z.infer<typeof regenerateRecoveryCodesAnswerSchema>;
