import { useSyncExternalStore } from 'react';
import { ApiError } from '../http-client';

/** What a query result tells about its answer (a TanStack Query result fits). */
export interface ReadResult {
  data: unknown;
  /** When the answer shown was fetched (ms); a restored copy keeps the time it was saved. */
  dataUpdatedAt: number;
  error: unknown;
}

function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has no network (follows the online and offline events). */
export function useIsOffline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => !navigator.onLine,
    () => false,
  );
}

const isUnreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * The time of the oldest answer shown from a saved copy because the network cannot be reached
 * (the browser is offline, or the last try failed for want of network), or undefined when every
 * answer shown is current. A read with no answer counts for nothing: it shows no saved copy.
 */
export function savedCopyTime(reads: readonly ReadResult[], isOffline: boolean): number | undefined {
  let oldest: number | undefined;
  for (const read of reads) {
    if (read.data === undefined || !read.dataUpdatedAt) continue;
    if (!isOffline && !isUnreachable(read.error)) continue;
    oldest = Math.min(oldest ?? read.dataUpdatedAt, read.dataUpdatedAt);
  }
  return oldest;
}

/** savedCopyTime for the reads a screen shows, following the connection. */
export function useSavedCopyTime(...reads: ReadResult[]): number | undefined {
  return savedCopyTime(reads, useIsOffline());
}

/**
 * Whether a read has no answer for want of network: it failed unreachable, or TanStack Query holds
 * it until the browser is back online. Such a page says "offline", never "not found" or an error
 * it cannot know.
 */
export function isWaitingForNetwork(read: Pick<ReadResult, 'data' | 'error'> & { fetchStatus: string }): boolean {
  return read.data === undefined && (read.fetchStatus === 'paused' || isUnreachable(read.error));
}
