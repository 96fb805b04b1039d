import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyOption } from '@podium/contracts/auth/companies';
import { http } from '../../../lib/http-client';

/** `GET /user/companies/`, for the details step of /Login: the schema (and Zod) load once the answer is in. */
export async function getCompanies(): Promise<CompanyOption[]> {
  const answer = await http.get('/user/companies/', {
    schema: () => import('@podium/contracts/auth/companies').then((contract) => contract.companiesAnswerSchema),
  });
  return answer.data;
}

export const companiesQuery = queryOptions({ queryKey: ['companies'], queryFn: getCompanies, staleTime: 5 * 60_000 });

/** The approved companies for the company picker (loaded only when the form needs them). */
export function useCompanies(enabled: boolean) {
  return useQuery({ ...companiesQuery, enabled });
}
