import { z } from 'zod';

/** What the security log records (shown on /security). */
export const SECURITY_EVENT_KINDS = [
  'mfa_enabled',
  'mfa_disabled',
  'mfa_setup_skipped',
  'recovery_code_used',
  'recovery_codes_regenerated',
  'mfa_challenge_failed',
  'mfa_locked',
] as const;
export const securityEventKindSchema = z.enum(SECURITY_EVENT_KINDS);
export type SecurityEventKind = z.infer<typeof securityEventKindSchema>;

/** Human labels for the log. */
export const SECURITY_EVENT_LABELS: Record<SecurityEventKind, string> = {
  mfa_enabled: 'Two-factor authentication turned on',
  mfa_disabled: 'Two-factor authentication turned off',
  mfa_setup_skipped: 'Two-factor setup postponed',
  recovery_code_used: 'Recovery code used to sign in',
  recovery_codes_regenerated: 'New recovery codes created',
  mfa_challenge_failed: 'Wrong two-factor code entered',
  mfa_locked: 'Two-factor sign-in locked for 15 minutes after repeated failures',
};

export const securityEventSchema = z.object({
  id: z.number().int(),
  kind: securityEventKindSchema,
  at: z.string(),
  /** Where it came from, when known. */
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Unused recovery codes left, for `recovery_code_used`. */
  recoveryCodesRemaining: z.number().int().nullable(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

/** `GET /api/mfa/security-events`: the newest 50 entries of the user's security log. */
export const securityEventsAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: z.array(securityEventSchema) });
export type SecurityEventsAnswer = z.infer<typeof securityEventsAnswerSchema>;
