import { z } from 'zod';
import { genderSchema } from './phone';

/** The signed-in person as the API presents them (cached by the web app as `user`). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  gender: genderSchema.nullable(),
  role: z.enum(['member', 'staff', 'admin']),
  profileUrl: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  mfaEnabled: z.boolean(),
  /** The email was proven (our verification link or an SSO provider); only verified emails get event mail or link SSO. */
  emailVerified: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `GET /api/auth/me`: the session library's read of the current user (204 when there is none). */
export const sessionUserAnswerSchema = z.object({ success: z.literal(true), message: z.string(), user: currentUserSchema });
