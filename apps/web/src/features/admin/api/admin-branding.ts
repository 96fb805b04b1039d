import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { brandingSchema, type Branding, type UpdateBranding } from '@podium/contracts/branding/branding';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { API_BASE_URL, ApiError, buildHeaders, http } from '../../../lib/http-client';
import { tenantConfigQuery } from '../../../lib/tenant/get-tenant-config';
import { adminKeys } from './query-keys';

const brandingAnswer = successEnvelope(brandingSchema);

export const useBranding = () =>
  useQuery({
    queryKey: adminKeys.branding(),
    queryFn: async () => (await http.get('/admin/branding', { schema: brandingAnswer })).data,
    retry: false,
  });

/** After a change, the admin screen shows the answer and every page's tenant-config reads it again (header, colours). */
function useBrandingSaved() {
  const client = useQueryClient();
  return (branding: Branding) => {
    client.setQueryData(adminKeys.branding(), branding);
    void client.invalidateQueries({ queryKey: tenantConfigQuery.queryKey });
  };
}

export function useSaveBranding() {
  const saved = useBrandingSaved();
  return useMutation({
    mutationFn: async (input: UpdateBranding) => (await http.patch('/admin/branding', input, { schema: brandingAnswer })).data,
    onSuccess: saved,
  });
}

/** The logo goes as multipart (the JSON client cannot send files). */
export function useUploadLogo() {
  const saved = useBrandingSaved();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const headers = buildHeaders('POST');
      delete headers.accept;
      delete headers['content-type'];
      const response = await fetch(`${API_BASE_URL.replace(/\/$/, '')}/admin/branding/logo`, {
        method: 'POST',
        headers,
        body: form,
        credentials: 'include',
      });
      const body = (await response.json().catch(() => undefined)) as { message?: string; error?: string; data?: Branding } | undefined;
      if (!response.ok || !body?.data) throw new ApiError(response.status, body?.error, body?.message, body);
      return body.data;
    },
    onSuccess: saved,
  });
}
