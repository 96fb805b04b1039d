import type { PlatformTenant } from '@podium/contracts/platform/platform-tenants';
import { buildHeaders, buildUrl } from '../../../lib/http-client';

/**
 * Downloads a site's export zip (GET /api/platform/tenants/{id}/export) with the operator's token,
 * as the receipts are downloaded. The server streams it; the browser keeps it as one blob until saved.
 */
export async function downloadTenantExport(tenant: PlatformTenant): Promise<void> {
  // Offline, fetch itself rejects: the operator gets the same plain sentence.
  const response = await fetch(buildUrl(`/platform/tenants/${tenant.id}/export`), {
    headers: buildHeaders('GET'),
    credentials: 'include',
  }).catch(() => undefined);
  if (!response?.ok) throw new Error(`The export of ${tenant.name} could not be downloaded. Please try again.`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${tenant.slug}-export.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
