import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { EVENT_LIVE_STREAM_EVENT } from '@podium/contracts/tournaments/live';
import { API_BASE_URL } from '../../../lib/http-client';
import { revalidatePublicReadsFor } from '../../../lib/public-read-revalidation';
import { LIVE_EVENT_KEY_KINDS } from '../api/query-keys';

/** Without a live stream (refused, or no EventSource) the event's changing reads refresh this often. */
export const FALLBACK_REFRESH_MS = 60_000;

/** After the server closed the stream with an error answer, the first new try waits this long, then twice as long each time up to the maximum. */
const REOPEN_FIRST_DELAY_MS = 5_000;
const REOPEN_MAX_DELAY_MS = 60_000;

const connected = new Set<number>();
const subscribers = new Set<() => void>();
const notify = () => subscribers.forEach((subscriber) => subscriber());

/** Whether the event's live stream is open now: its reads need no polling then. */
export function isEventLive(eventId: number): boolean {
  return connected.has(eventId);
}

/** refetchInterval for an event's changing reads: none while the stream is open, a slow poll otherwise. */
export const eventRefreshInterval = (eventId: number) => (): number | false => (isEventLive(eventId) ? false : FALLBACK_REFRESH_MS);

function refetchEvent(queryClient: QueryClient, eventId: number) {
  revalidatePublicReadsFor(5_000);
  void queryClient.invalidateQueries({
    predicate: (query) => LIVE_EVENT_KEY_KINDS.has(String(query.queryKey[0])) && query.queryKey[1] === eventId,
  });
}

/**
 * Keeps an event page current without polling: one server-sent event stream per open event page
 * (`GET /api/public/events/{id}/stream`); each `changed` message refetches the event's changing reads
 * (answered from the server's public cache). EventSource reconnects by itself (and is opened again
 * when the server refused it); while it is down, the reads fall back to a refresh every minute.
 */
export function useEventLive(eventId: number | undefined): boolean {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (eventId === undefined || typeof EventSource === 'undefined') return;
    const setConnected = (isOpen: boolean) => {
      if (isOpen === connected.has(eventId)) return;
      if (isOpen) connected.add(eventId);
      else connected.delete(eventId);
      notify();
    };
    let source: EventSource | undefined;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let reopenDelayMs = REOPEN_FIRST_DELAY_MS;
    const open = () => {
      source = new EventSource(`${API_BASE_URL}/public/events/${eventId}/stream`, { withCredentials: true });
      source.addEventListener('ready', () => {
        reopenDelayMs = REOPEN_FIRST_DELAY_MS;
        // Anything that changed while the stream was down is read again.
        if (!connected.has(eventId)) refetchEvent(queryClient, eventId);
        setConnected(true);
      });
      source.addEventListener(EVENT_LIVE_STREAM_EVENT, () => refetchEvent(queryClient, eventId));
      source.addEventListener('error', (error) => {
        setConnected(false);
        // A dropped connection EventSource retries by itself; an error answer (a restart behind a
        // proxy's 502, the stream caps' 429) closes it for good, and a page left open (the big
        // screen) would stay on the slow poll: open a new one later, waiting longer each time.
        if ((error.target as EventSource).readyState !== EventSource.CLOSED) return;
        reopenTimer = setTimeout(open, reopenDelayMs);
        reopenDelayMs = Math.min(reopenDelayMs * 2, REOPEN_MAX_DELAY_MS);
      });
    };
    open();
    return () => {
      clearTimeout(reopenTimer);
      source?.close();
      setConnected(false);
    };
  }, [eventId, queryClient]);
  return useSyncExternalStore(
    (subscriber) => {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    () => (eventId === undefined ? false : connected.has(eventId)),
  );
}
