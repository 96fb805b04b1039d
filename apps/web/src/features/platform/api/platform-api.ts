import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { successEnvelope } from '@podium/contracts/http/envelope';
import {
  createPlatformTenantAnswerSchema,
  platformAuditListSchema,
  platformOperatorSchema,
  platformTenantListSchema,
  platformTenantSchema,
  type CreatePlatformTenantRequest,
  type UpdatePlatformTenantRequest,
} from '@podium/contracts/platform/platform-tenants';
import { fileForm, http } from '../../../lib/http-client';

/** The operator console's calls (`/api/platform`, on the platform host only). */
const platformKeys = {
  all: ['platform'] as const,
  me: () => [...platformKeys.all, 'me'] as const,
  tenants: () => [...platformKeys.all, 'tenants'] as const,
  audit: () => [...platformKeys.all, 'audit'] as const,
};

const operatorAnswer = successEnvelope(platformOperatorSchema);
const tenantListAnswer = successEnvelope(platformTenantListSchema);
const tenantAnswer = successEnvelope(platformTenantSchema);
const createdAnswer = successEnvelope(createPlatformTenantAnswerSchema);
const auditAnswer = successEnvelope(platformAuditListSchema);

/** Who is signed in: its refusal (404 off the platform host, 403 not an operator or no two-factor) decides the page. */
export const usePlatformOperator = () =>
  useQuery({
    queryKey: platformKeys.me(),
    queryFn: async () => (await http.get('/platform/me', { schema: operatorAnswer })).data,
    retry: false,
  });

export const usePlatformTenants = (enabled: boolean) =>
  useQuery({
    queryKey: platformKeys.tenants(),
    queryFn: async () => (await http.get('/platform/tenants', { schema: tenantListAnswer })).data,
    enabled,
    retry: false,
  });

export const usePlatformAudit = (enabled: boolean) =>
  useQuery({
    queryKey: platformKeys.audit(),
    queryFn: async () => (await http.get('/platform/audit', { schema: auditAnswer })).data.entries,
    enabled,
    retry: false,
  });

/** After any change: the list and the audit log are read again. */
function useRefreshConsole() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: platformKeys.tenants() });
    void client.invalidateQueries({ queryKey: platformKeys.audit() });
  };
}

export function useCreatePlatformTenant() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: async (input: CreatePlatformTenantRequest) => (await http.post('/platform/tenants', input, { schema: createdAnswer })).data,
    onSuccess: refresh,
  });
}

export function useUpdatePlatformTenant() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: async (input: { id: number; changes: UpdatePlatformTenantRequest }) =>
      (await http.patch(`/platform/tenants/${input.id}`, input.changes, { schema: tenantAnswer })).data,
    onSuccess: refresh,
  });
}

export function useSetPlatformTenantStatus() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: async (input: { id: number; action: 'suspend' | 'resume' }) =>
      (await http.post(`/platform/tenants/${input.id}/${input.action}`, undefined, { schema: tenantAnswer })).data,
    onSuccess: refresh,
  });
}

/** Deletes a site (the slug typed again; an export of the last 24 hours needed): restorable for 7 days. */
export function useDeletePlatformTenant() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: async (input: { id: number; confirmSlug: string }) =>
      (await http.post(`/platform/tenants/${input.id}/delete`, { confirmSlug: input.confirmSlug }, { schema: tenantAnswer })).data,
    onSuccess: refresh,
  });
}

/** Opens a site being deleted again. */
export function useRestorePlatformTenant() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: async (id: number) => (await http.post(`/platform/tenants/${id}/restore`, undefined, { schema: tenantAnswer })).data,
    onSuccess: refresh,
  });
}

/** Replaces a site's logo (multipart); its app icons are made from it. */
export function useUploadPlatformLogo() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: async (input: { id: number; file: File }) =>
      (await http.post(`/platform/tenants/${input.id}/logo`, fileForm(input.file), { schema: tenantAnswer })).data,
    onSuccess: refresh,
  });
}
