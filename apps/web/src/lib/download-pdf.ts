import { buildHeaders, buildUrl } from './http-client';

/** Saves an authenticated GET's PDF under `fileName` through a temporary link. */
export async function downloadPdf(path: string, fileName: string, failure: string): Promise<void> {
  // Offline, fetch itself rejects ("Failed to fetch"): the person gets the same plain sentence.
  const response = await fetch(buildUrl(path), { headers: buildHeaders('GET'), credentials: 'include' }).catch(() => undefined);
  if (!response?.ok) throw new Error(failure);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
