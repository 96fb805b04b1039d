import { z } from 'zod';

export const companyOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type CompanyOption = z.infer<typeof companyOptionSchema>;

/** `GET /api/user/companies/`: the approved companies of the tenant. */
export const companiesAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: z.array(companyOptionSchema) });
