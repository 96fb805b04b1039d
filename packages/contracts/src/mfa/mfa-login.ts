import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';
import { currentUserSchema } from '../auth/current-user';
import { mfaCodeSchema, recoveryCodeInputSchema } from './mfa-rules';

const challengeTokenSchema = oneLineText().trim().min(1).max(4096);

/** `POST /api/mfa/verify-login-mfa`. */
export const verifyLoginMfaRequestSchema = z.object({ totpCode: mfaCodeSchema, mfaChallengeToken: challengeTokenSchema });
export type VerifyLoginMfaRequest = z.infer<typeof verifyLoginMfaRequestSchema>;

/** `POST /api/mfa/use-recovery-code`. */
export const useRecoveryCodeRequestSchema = z.object({
  userId: z.coerce.number().int().positive(),
  recoveryCode: recoveryCodeInputSchema,
  mfaChallengeToken: challengeTokenSchema,
});
export type UseRecoveryCodeRequest = z.infer<typeof useRecoveryCodeRequestSchema>;

/** Signed in after the MFA step: `{ token, user }` at the top level and under `data`, like verifyOtp. */
export const mfaSignedInAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: currentUserSchema,
  data: z.object({ token: z.string(), user: currentUserSchema }),
  /** Only after a recovery code: how many unused codes are left. */
  recoveryCodesRemaining: z.number().int().optional(),
});
export type MfaSignedInAnswer = z.infer<typeof mfaSignedInAnswerSchema>;
