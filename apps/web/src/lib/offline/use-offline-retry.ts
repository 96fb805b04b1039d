import { useEffect, useRef } from 'react';
import { readAuthToken } from '../auth-token';
import { SCAN_QUEUE_CHANGED_EVENT } from './scan-queue';

/** First retry after a failed round, doubled after each failure up to the maximum. */
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 5 * 60_000;

/** How a round of sending ended: 'network' = the network is still down (try again later). */
export type RoundEnd = 'network' | 'signed-out' | undefined;

/**
 * Runs `sendRound` (which sends the signed-in person's queued scans; `personId` from the cached
 * user) at start, when the browser comes back online, when a scan is queued, and again with backoff
 * (5 s doubling to 5 min) while the network stays down.
 */
export function useOfflineRetry(readPersonId: () => number | undefined, sendRound: (personId: number) => Promise<RoundEnd>): void {
  const readPersonIdRef = useRef(readPersonId);
  const sendRoundRef = useRef(sendRound);
  useEffect(() => {
    sendRoundRef.current = sendRound;
    readPersonIdRef.current = readPersonId;
  }, [sendRound, readPersonId]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
    let isRunning = false;
    let isStopped = false;

    const schedule = () => {
      if (isStopped || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        void run();
      }, retryMs);
    };
    const run = async () => {
      const personId = readPersonIdRef.current();
      if (isRunning || isStopped || !personId || !readAuthToken()) return;
      // The browser knows it has no network: the 'online' event will start the next round.
      if (!navigator.onLine) return;
      isRunning = true;
      try {
        const stop = await sendRoundRef.current(personId);
        if (stop === 'network') {
          schedule();
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        } else {
          retryMs = FIRST_RETRY_MS;
        }
      } catch (error) {
        console.error('sending queued scans failed', error);
        schedule();
      } finally {
        isRunning = false;
      }
    };
    // A scan just queued (not the removals of a round under way) gets its first retry soon.
    const onQueueChanged = () => {
      if (!isRunning) schedule();
    };
    const onOnline = () => {
      retryMs = FIRST_RETRY_MS;
      clearTimeout(timer);
      timer = undefined;
      void run();
    };

    void run();
    window.addEventListener('online', onOnline);
    window.addEventListener(SCAN_QUEUE_CHANGED_EVENT, onQueueChanged);
    return () => {
      isStopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener(SCAN_QUEUE_CHANGED_EVENT, onQueueChanged);
    };
  }, []);
}
