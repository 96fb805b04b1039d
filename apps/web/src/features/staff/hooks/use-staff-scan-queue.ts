import { useCallback } from 'react';
import type { z } from 'zod';
import type { StaffScanRequest } from '@podium/contracts/staff/staff-scan';
import { toast } from '../../../components/ui/toaster';
import { ApiError, http } from '../../../lib/http-client';
import {
  enqueueStaffScan,
  listQueuedStaffScans,
  removeQueuedStaffScan,
  sendQueue,
  useOfflineRetry,
  type QueuedStaffScan,
  type RoundEnd,
} from '../../../lib/offline';
import { readCachedUser } from '../../../lib/auth/cached-user';
import { errorMessage } from '../../../lib/error-messages';
import { staffScanAnswer } from '../api/staff-check-ins';

const readCachedPersonId = () => readCachedUser()?.id;

/** No answer from the API (no network, timeout, a 5xx on the way): worth keeping the scan. */
export const isNetworkFailure = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** Keeps a staff scan on the phone (issue 13); returns how many wait, or undefined when it cannot be kept. */
export async function queueStaffScan(body: StaffScanRequest): Promise<number | undefined> {
  const personId = readCachedPersonId();
  if (!personId) return undefined;
  try {
    await enqueueStaffScan({ id: crypto.randomUUID(), personId, body: { ...body, offline: true }, scannedAtMs: Date.now() });
    return (await listQueuedStaffScans(personId)).length;
  } catch (error) {
    console.error('could not queue the staff scan', error);
    return undefined;
  }
}

/**
 * Sends the staff member's queued scans in order once the network is back, through the offline
 * module's one flusher. A repeat of a scan whose first request did arrive records nothing new (one
 * check-in per person, category and day).
 */
function sendQueuedStaffScans(personId: number): Promise<RoundEnd> {
  return sendQueue<QueuedStaffScan, z.infer<typeof staffScanAnswer>>({
    list: () => listQueuedStaffScans(personId),
    send: (scan) => http.post('/staff/checkins/scan', scan.body, { schema: staffScanAnswer }),
    remove: (scan) => removeQueuedStaffScan(scan.id),
    onSent: (_scan, answer) => {
      const first = answer.data.results[0];
      toast.success(`Check-in sent: ${first?.record.sportName ?? ''}${first?.person.name ? ` (${first.person.name})` : ''}`);
    },
    onRefused: (_scan, error) => toast.error(`Check-in not accepted: ${errorMessage(error, { fallback: 'Scan failed.' })}`),
  });
}

/** Sends queued staff scans while the staff scanner is on screen. */
export function useStaffScanQueue(): void {
  useOfflineRetry(
    readCachedPersonId,
    useCallback((personId: number) => sendQueuedStaffScans(personId), []),
  );
}
