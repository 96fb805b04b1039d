import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { brandingSchema, type Branding, type UpdateBranding } from '@podium/contracts/branding/branding';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { fileForm, http } from '../../../lib/http-client';
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

/** The logo goes as multipart (a FormData body). */
export function useUploadLogo() {
  const saved = useBrandingSaved();
  return useMutation({
    mutationFn: async (file: File) => (await http.post('/admin/branding/logo', fileForm(file), { schema: brandingAnswer })).data,
    onSuccess: saved,
  });
}
