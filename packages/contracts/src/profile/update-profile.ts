import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';
import { currentUserSchema } from '../auth/current-user';
import { isCalendarDay } from '../text/calendar-day';
import { DATE_OF_BIRTH_MESSAGES } from './date-of-birth';

/** Largest profile picture accepted before resizing (5 MB). */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** JPEG and PNG: what the server's pure-JS image library decodes (WebP would need a WebAssembly codec). */
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;

/** `PUT /api/customer/profile`: name, email, gender, company (by id or free text), date of birth. */
export const updateProfileRequestSchema = z
  .object({
    name: oneLineText().trim().min(2, 'Enter your name').max(80, 'Name is too long'),
    email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address')),
    gender: z.enum(['male', 'female', 'other'], { message: 'Select gender' }),
    companyId: z.number().int().positive().nullable().optional(),
    companyName: oneLineText().trim().max(120).optional(),
    /** YYYY-MM-DD, a day that exists; the age categories read it. The server also checks it is past and within 100 years. */
    dateOfBirth: z.string().refine(isCalendarDay, DATE_OF_BIRTH_MESSAGES.notADay).nullable().optional(),
    /** Public pages show the person's company instead of their name (issue 31 §4); left out = unchanged. */
    hideNameOnPublicPages: z.boolean().optional(),
  })
  .refine((body) => body.companyId || body.companyName, { message: 'Please choose or enter your company', path: ['companyName'] });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const profileUserSchema = currentUserSchema.extend({
  dateOfBirth: z.string().nullable(),
  // Default: an answer cached before the field existed still reads.
  hideNameOnPublicPages: z.boolean().default(false),
});
export type ProfileUser = z.infer<typeof profileUserSchema>;

export const updateProfileAnswerDataSchema = z.object({ user: profileUserSchema });
export const profilePictureAnswerDataSchema = z.object({ profileUrl: z.string() });
