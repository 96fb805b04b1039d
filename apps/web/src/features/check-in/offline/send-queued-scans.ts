import { MESSAGES } from '@podium/contracts/messages';
import { CheckInError, verifyCheckIn, type CheckInResult } from '../api/verify-check-in';
import { listQueuedScans, removeQueuedScan, type QueuedScan } from './scan-queue';

/** What became of one queued scan once the server answered. */
export type SentScan = { scan: QueuedScan; result: CheckInResult } | { scan: QueuedScan; error: CheckInError };

/** Stopped early: the network is still down (try again later) or the session is gone (sign in again). */
export type SendStop = 'network' | 'signed-out' | undefined;

/**
 * Sends the person's queued scans in the order they were made, each with its original scan id (a
 * scan whose first request did reach the server is answered from the server's stored reply and
 * recorded once). A scan leaves the queue once the server answered it, accepted or refused; a
 * network failure stops the round with the rest kept, and so does a 401 (the scans wait for the
 * person to sign in again).
 */
export async function sendQueuedScans(personId: number, onSent: (sent: SentScan) => void): Promise<SendStop> {
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
