import { z } from 'zod';
import { oneLineText, multiLineText } from '../text/one-line-text';

/** `POST /api/contact`: a message from the Contact page, stored for the tenant's staff. */
export const contactMessageRequestSchema = z.object({
  name: oneLineText().trim().min(1, 'Please enter your name').max(120),
  email: z.email('Please enter a valid email address').max(254),
  message: multiLineText().trim().min(1, 'Please write a message').max(5000),
  /** The captcha widget's answer (ALTCHA payload, or the Turnstile/hCaptcha/reCAPTCHA token); required by the API. */
  captchaToken: oneLineText().max(20_000).optional(),
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

/** What the form sends without its captcha: the fields a person fills in. */
export type ContactMessageFields = Omit<ContactMessageRequest, 'captchaToken'>;

/** Refusal when one address or one network sends too many messages (429 with Retry-After). */
export const CONTACT_RATE_LIMITED_MESSAGE = 'You have sent several messages in a short time. Please wait a while before sending another.';
