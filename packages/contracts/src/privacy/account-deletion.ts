import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';

/** `POST /api/customer/me/deletion-code`: a code was sent by SMS to the number ending in `phoneEnding`. */
export const deletionCodeAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    phoneEnding: z.string(),
    expiresInSeconds: z.number().int(),
    resendAfterSeconds: z.number().int(),
  }),
});
export type DeletionCodeAnswer = z.infer<typeof deletionCodeAnswerSchema>;

/** `DELETE /api/customer/me`: the 6-digit code from the deletion SMS (never a sign-in code). */
export const deleteAccountRequestSchema = z.strictObject({
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the SMS.'),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** `POST /api/admin/users/{userId}/erase`: why the person is erased (kept in the audit log). */
export const erasePersonRequestSchema = z.strictObject({
  reason: oneLineText().trim().min(5, 'Say why, in a few words (at least 5 characters).').max(500),
});
export type ErasePersonRequest = z.infer<typeof erasePersonRequestSchema>;

/** What is removed and what is kept, in words a person reads before deleting (web dialog, docs). */
export const ERASURE_SUMMARY = {
  removed: [
    'Your name, mobile number, email, gender, date of birth and profile photo',
    'Sign-in links (Google, Microsoft and others), two-step verification and recovery codes',
    'Your coupons, email preferences, security events and sign-in history',
  ],
  kept: [
    'Results, team places and attendance counts, shown as "Deleted member"',
    'Payment and refund records, which the law requires us to keep, under "Deleted member"',
  ],
} as const;

/** The name shown wherever an erased person appears (results, registrations, payments). */
export const ERASED_PERSON_NAME = 'Deleted member';
