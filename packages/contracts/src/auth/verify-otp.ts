import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';
import { currentUserSchema } from './current-user';
import { emailSchema, genderSchema, otpSchema, phoneSchema } from './phone';

/** `POST /api/customer/verifyOtp`: the code, plus the details a first sign-in asks for. */
export const verifyOtpRequestSchema = z.object({
  phone: phoneSchema,
  otp: otpSchema,
  /** Accepted for the spec's clients; the captcha gates sending, so verifying does not spend one. */
  captchaToken: oneLineText().max(20_000).optional(),
  email: z.union([emailSchema, z.literal('')]).optional(),
  name: oneLineText().trim().max(120).optional(),
  gender: z.union([genderSchema, z.literal('')]).optional(),
  /** Free text: a name not in the list becomes a new pending company. */
  companyName: oneLineText().trim().max(160).optional(),
  companyId: z.number().int().positive().nullable().optional(),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

/** The code was right but details are missing: no token yet; the same code stays good for the follow-up call. */
export const detailsRequiredAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  isNameNotProvided: z.boolean(),
  isEmailMissing: z.boolean(),
  isCompanyNameNotProvided: z.boolean(),
  email: z.string().optional(),
});

export const signedInDataSchema = z.object({ token: z.string(), user: currentUserSchema });

/**
 * Codes requested for this number since its last sign-in by others (not from a browser that signed
 * in with it, not from this sign-in's address, not the code just used): the web app tells the
 * owner (issue 28). Optional for answers from older servers.
 */
export const codeRequestsSinceLastSignInSchema = z.number().int().min(0).optional();

/** Signed in: `{ token, user }` at the top level (spec section 3) and under `data`. */
export const signedInAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: currentUserSchema,
  data: signedInDataSchema,
  codeRequestsSinceLastSignIn: codeRequestsSinceLastSignInSchema,
});

/** Multi-factor sign-in: the MFA step finishes it with this challenge token. */
export const mfaRequiredAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  mfaRequired: z.literal(true),
  userId: z.number().int(),
  mfaChallengeToken: z.string(),
  /** The account's email (spec section 3, verify response), null when it has none. */
  email: z.string().nullable(),
  codeRequestsSinceLastSignIn: codeRequestsSinceLastSignInSchema,
});

export const verifyOtpAnswerSchema = z.union([signedInAnswerSchema, mfaRequiredAnswerSchema, detailsRequiredAnswerSchema]);
export type VerifyOtpAnswer = z.infer<typeof verifyOtpAnswerSchema>;
export type SignedInAnswer = z.infer<typeof signedInAnswerSchema>;
export type MfaRequiredAnswer = z.infer<typeof mfaRequiredAnswerSchema>;
export type DetailsRequiredAnswer = z.infer<typeof detailsRequiredAnswerSchema>;
