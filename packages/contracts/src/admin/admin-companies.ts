import { z } from 'zod';

export const companyIdParamsSchema = z.object({ companyId: z.coerce.number().int().positive() });

export const adminCompaniesQuerySchema = z.object({ status: z.enum(['approved', 'pending']).optional() });

export const adminCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(['approved', 'pending']),
  people: z.number().int(),
  teams: z.number().int(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

/** Merge a (typed, pending) company into an existing one: its people and teams move there. */
export const mergeCompanySchema = z.object({ intoCompanyId: z.number().int().positive() });
