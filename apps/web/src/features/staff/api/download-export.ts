import type { ExportQuery } from '@podium/contracts/staff/exports';
import { ApiError, buildHeaders, buildUrl } from '../../../lib/http-client';

/**
 * Downloads a CSV export. The call needs the staff token in a header (it may not be in a cookie),
 * so the file is fetched and handed to the browser as a download, not opened as a plain link.
 */
export async function downloadExport(eventId: number, kind: 'attendance' | 'registrations', filters: ExportQuery = {}): Promise<void> {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
  const response = await fetch(buildUrl(`/staff/events/${eventId}/${kind}.csv`, query), {
    headers: buildHeaders('GET'),
    credentials: 'include',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string; error?: string } | undefined;
    throw new ApiError(response.status, body?.error, body?.message, body);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${kind}.csv`;
  const blob = await response.blob();
  // A header line alone is no export: say so instead of downloading an empty sheet.
  if ((await blob.text()).trim().split(/\r?\n/).length < 2) throw new NothingToExportError(kind);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The export matched no rows. */
export class NothingToExportError extends Error {
  constructor(readonly kind: 'attendance' | 'registrations') {
    super(
      kind === 'attendance'
        ? 'No check-ins match these filters yet, so there is nothing to download.'
        : 'No registrations match these filters, so there is nothing to download.',
    );
    this.name = 'NothingToExportError';
  }
}
