import { ApiError, buildHeaders, buildUrl } from '../../../lib/http-client';

/**
 * `GET /customer/me/export`: everything the site holds about me, saved as a JSON file. The call
 * needs the session token in a header, so the file is fetched and handed to the browser as a
 * download rather than opened as a link.
 */
export async function downloadMyData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(buildUrl('/customer/me/export'), { headers: buildHeaders('GET'), credentials: 'include' });
  } catch {
    throw new ApiError(0, undefined, undefined, undefined);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string; error?: string } | undefined;
    throw new ApiError(response.status, body?.error, body?.message, body);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'my-data.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
