import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';

/** How long an email verification link works. */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;

/** `POST /api/customer/email/verification`: sends a link to the profile's email. */
export const sendEmailVerificationAnswerDataSchema = z.object({ email: z.string() });

/** `POST /api/customer/email/verify`: the token from the link. */
export const verifyEmailRequestSchema = z.object({ token: oneLineText().trim().min(1, 'The link has no token.').max(200) });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const verifyEmailAnswerDataSchema = z.object({ email: z.string(), emailVerified: z.literal(true) });
