import { ApiError, buildHeaders, buildUrl } from '../../../lib/http-client';

/** Opens the printable PDF poster of a venue's codes (the call needs the staff token, so no plain link). */
export async function openPosterPdf(eventId: number, venue: string, direction: 'in' | 'out'): Promise<void> {
  const response = await fetch(buildUrl(`/events/${eventId}/checkin-codes/poster.pdf`, { venue, direction }), {
    headers: buildHeaders('GET'),
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError(response.status, undefined, undefined, undefined);
  const url = URL.createObjectURL(await response.blob());
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
