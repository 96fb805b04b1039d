import { MESSAGES } from '@podium/contracts/messages';
import { CheckInError, verifyCheckIn, type CheckInResult } from '../api/verify-check-in';
import { listQueuedScans, removeQueuedScan, type QueuedScan } from '../../../lib/offline-queue';
import type { RoundEnd } from '../../../lib/use-offline-retry';

/** What became of one queued scan once the server answered. */
export type SentScan = { scan: QueuedScan; result: CheckInResult } | { scan: QueuedScan; error: CheckInError };

/**
 * Sends the person's queued scans in the order they were made, each with its original scan id (a
 * scan whose first request did reach the server is answered from the server's stored reply and
 * recorded once). A scan leaves the queue once the server answered it, accepted or refused; a
 * network failure stops the round with the rest kept, and so does a 401 (the scans wait for the
 * person to sign in again).
 */
export async function sendQueuedScans(personId: number, onSent: (sent: SentScan) => void): Promise<RoundEnd> {
  for (const scan of await listQueuedScans(personId)) {
    try {
      const result = await verifyCheckIn(scan.body);
      await removeQueuedScan(scan.scanId);
      onSent({ scan, result });
    } catch (error) {
      if (!(error instanceof CheckInError)) throw error;
      if (error.isNetworkFailure) return 'network';
      if (error.message === MESSAGES.checkIn.sessionExpired) return 'signed-out';
      await removeQueuedScan(scan.scanId);
      onSent({ scan, error });
    }
  }
  return undefined;
}
