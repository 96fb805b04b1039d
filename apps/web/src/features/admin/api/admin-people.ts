import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCompany } from '@podium/contracts/admin/admin-companies';
import type { AdminUser } from '@podium/contracts/admin/admin-users';
import type { AuditLogEntry } from '@podium/contracts/admin/audit-log';
import type { TenantSettings } from '@podium/contracts/admin/tenant-settings';
import { http } from '../../../lib/http-client';

type Answer<T> = { data: T; message: string };

export const useAdminUsers = (search: string) =>
  useQuery({
    queryKey: ['admin', 'users', search],
    queryFn: async () => (await http.get<Answer<AdminUser[]>>('/admin/users', { query: { search: search || undefined } })).data,
    retry: false,
  });

export function useUserChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; role?: AdminUser['role']; signOut?: boolean }) =>
      input.signOut
        ? http.post<Answer<AdminUser>>(`/admin/users/${input.userId}/sign-out-everywhere`)
        : http.patch<Answer<AdminUser>>(`/admin/users/${input.userId}/role`, { role: input.role }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

export const useAdminCompanies = () =>
  useQuery({
    queryKey: ['admin', 'companies'],
    queryFn: async () => (await http.get<Answer<AdminCompany[]>>('/admin/companies')).data,
    retry: false,
  });

export function useCompanyChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { companyId: number; intoCompanyId?: number }) =>
      input.intoCompanyId
        ? http.post<Answer<AdminCompany>>(`/admin/companies/${input.companyId}/merge`, { intoCompanyId: input.intoCompanyId })
        : http.post<Answer<AdminCompany>>(`/admin/companies/${input.companyId}/approve`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'companies'] }),
  });
}

export const useTenantSettings = () =>
  useQuery({
    queryKey: ['admin', 'tenant-settings'],
    queryFn: async () => (await http.get<Answer<TenantSettings>>('/admin/tenant-settings')).data,
    retry: false,
  });

export function useSaveTenantSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<TenantSettings>) => http.patch<Answer<TenantSettings>>('/admin/tenant-settings', input),
    onSuccess: (answer) => {
      client.setQueryData(['admin', 'tenant-settings'], answer.data);
      void client.invalidateQueries({ queryKey: ['tenant-config'] });
    },
  });
}

export const useAuditLog = (entity: string) =>
  useQuery({
    queryKey: ['admin', 'audit-log', entity],
    queryFn: async () =>
      (await http.get<Answer<AuditLogEntry[]>>('/admin/audit-log', { query: { entity: entity || undefined, limit: 100 } })).data,
    retry: false,
  });
