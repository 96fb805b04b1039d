import { CheckInError, verifyCheckIn, type CheckInResult } from '../api/verify-check-in';
import { listQueuedScans, removeQueuedScan, sendQueue, type QueuedScan, type RoundEnd } from '../../../lib/offline';

/** What became of one queued scan once the server answered. */
export type SentScan = { scan: QueuedScan; result: CheckInResult } | { scan: QueuedScan; error: CheckInError };

/**
 * Sends the person's queued scans in the order they were made, each with its original scan id (a
 * scan whose first request did reach the server is answered from the server's stored reply and
 * recorded once), through the offline module's one flusher: a scan leaves the queue once the server
 * answered it, accepted or refused; no answer, a server error or a 401 keep the rest for later.
 */
export function sendQueuedScans(personId: number, onSent: (sent: SentScan) => void): Promise<RoundEnd> {
  return sendQueue<QueuedScan, CheckInResult>({
    list: () => listQueuedScans(personId),
    send: (scan) => verifyCheckIn(scan.body),
    remove: (scan) => removeQueuedScan(scan.scanId),
    onSent: (scan, result) => onSent({ scan, result }),
    onRefused: (scan, error) => {
      if (error instanceof CheckInError) onSent({ scan, error });
    },
  });
}
