import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';

export const userIdParamsSchema = z.object({ userId: z.coerce.number().int().positive() });

export const adminUsersQuerySchema = z.object({
  /** Name, phone or email contains this (any case). */
  search: oneLineText().trim().max(100).optional(),
  role: z.enum(['member', 'staff', 'admin']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(['member', 'staff', 'admin']),
  companyName: z.string().nullable(),
  mfaEnabled: z.boolean(),
  liveSessions: z.number().int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const changeRoleSchema = z.object({ role: z.enum(['member', 'staff', 'admin']) });
