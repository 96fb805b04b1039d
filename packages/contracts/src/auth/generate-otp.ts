import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';
import { phoneSchema } from './phone';

/** `POST /api/customer/generateOtp`. */
export const generateOtpRequestSchema = z.object({
  phone: phoneSchema,
  /** The captcha widget's answer (ALTCHA payload, or the Turnstile/hCaptcha/reCAPTCHA token). */
  captchaToken: oneLineText().max(20_000).optional(),
});
export type GenerateOtpRequest = z.infer<typeof generateOtpRequestSchema>;

export const generateOtpDataSchema = z.object({
  phone: phoneSchema,
  /** How long the code is good for. */
  expiresInSeconds: z.number().int(),
  /** The earliest a new code may be asked for. */
  resendAfterSeconds: z.number().int(),
});

/** `{ success, message, data }` (spec section 7). */
export const generateOtpAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: generateOtpDataSchema });
export type GenerateOtpAnswer = z.infer<typeof generateOtpAnswerSchema>;
