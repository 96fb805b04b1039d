import { useMutation, useQuery, useQueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { adminCompanySchema } from '@podium/contracts/admin/admin-companies';
import { adminUserSchema, type AdminUser } from '@podium/contracts/admin/admin-users';
import { auditLogEntrySchema } from '@podium/contracts/admin/audit-log';
import { tenantSettingsSchema, type TenantSettings } from '@podium/contracts/admin/tenant-settings';
import { emptySuccessSchema, successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { tenantConfigQuery } from '../../../lib/tenant/get-tenant-config';
import { adminKeys } from './query-keys';

const usersAnswer = successEnvelope(adminUserSchema.array());
const userAnswer = successEnvelope(adminUserSchema);
const companyAnswer = successEnvelope(adminCompanySchema);
const companiesAnswer = successEnvelope(adminCompanySchema.array());
const tenantSettingsAnswer = successEnvelope(tenantSettingsSchema);
const auditLogAnswer = successEnvelope(auditLogEntrySchema.array());

export const useAdminUsers = (search: string) =>
  useQuery({
    queryKey: adminKeys.usersMatching(search),
    queryFn: async () => (await http.get('/admin/users', { query: { search: search || undefined }, schema: usersAnswer })).data,
    retry: false,
  });

export function useUserChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; role?: AdminUser['role']; signOut?: boolean }) =>
      input.signOut
        ? http.post(`/admin/users/${input.userId}/sign-out-everywhere`, undefined, { schema: userAnswer })
        : http.patch(`/admin/users/${input.userId}/role`, { role: input.role }, { schema: userAnswer }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}

export const useAdminCompanies = () =>
  useQuery({
    queryKey: adminKeys.companies(),
    queryFn: async () => (await http.get('/admin/companies', { schema: companiesAnswer })).data,
    retry: false,
  });

export function useCompanyChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { companyId: number; intoCompanyId?: number }) =>
      input.intoCompanyId
        ? http.post(`/admin/companies/${input.companyId}/merge`, { intoCompanyId: input.intoCompanyId }, { schema: companyAnswer })
        : http.post(`/admin/companies/${input.companyId}/approve`, undefined, { schema: companyAnswer }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.companies() }),
  });
}

export const useTenantSettings = () =>
  useQuery({
    queryKey: adminKeys.tenantSettings(),
    queryFn: async () => (await http.get('/admin/tenant-settings', { schema: tenantSettingsAnswer })).data,
    retry: false,
  });

export function useSaveTenantSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<TenantSettings>) => http.patch('/admin/tenant-settings', input, { schema: tenantSettingsAnswer }),
    onSuccess: (answer) => {
      client.setQueryData(adminKeys.tenantSettings(), answer.data);
      void client.invalidateQueries({ queryKey: tenantConfigQuery.queryKey });
    },
  });
}

const AUDIT_PAGE = 100;

/** The audit log newest first, a page at a time: each "Show older" asks for the entries before the last one shown. */
export const useAuditLog = (entity: string) =>
  useInfiniteQuery({
    queryKey: adminKeys.auditLog(entity),
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam }) =>
      (
        await http.get('/admin/audit-log', {
          query: { entity: entity || undefined, limit: AUDIT_PAGE, beforeId: pageParam },
          schema: auditLogAnswer,
        })
      ).data,
    getNextPageParam: (lastPage) => (lastPage.length < AUDIT_PAGE ? undefined : lastPage.at(-1)?.id),
    retry: false,
  });

/** `POST /admin/users/{userId}/erase`: erases a person's personal data on their request (audited with the reason). */
export function useErasePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; reason: string }) =>
      http.post(`/admin/users/${input.userId}/erase`, { reason: input.reason }, { schema: emptySuccessSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
