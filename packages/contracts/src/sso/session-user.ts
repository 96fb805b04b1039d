import { z } from 'zod';

/**
 * `GET /api/auth/session`: the spec's "session user object" (section 3) after a social or SSO
 * sign-in whose user has MFA on. The app shell's MFA modal opens when `mfaChallengeRequired` and
 * `mfaChallengeToken` are present (spec section 4). Answered once; 204 when nothing is pending.
 */
export const pendingSessionUserSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: z.object({
    mfaChallengeRequired: z.literal(true),
    mfaChallengeToken: z.string(),
    userId: z.number().int(),
    socialLoginSuccess: z.boolean(),
    mfaPendingForClient: z.boolean(),
  }),
});
export type PendingSessionUser = z.infer<typeof pendingSessionUserSchema>['user'];
