import { useEffect, useState } from 'react';
import { createParser } from 'eventsource-parser';
import { ATTENDANCE_STREAM_EVENT, type AttendanceSummary } from '@podium/contracts/staff/attendance-summary';
import { buildHeaders, buildUrl } from '../../../lib/http-client';

export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'refused';

const MAX_RETRY_MS = 15_000;

/**
 * The live attendance counts of an event day, over server-sent events. Read with fetch (not
 * EventSource) so the staff token goes in the Authorization header like every other call; the
 * connection comes back with growing pauses after a drop. 401 or 403 stops it.
 */
export function useAttendanceStream(eventId: number, day: string | undefined) {
  const [summary, setSummary] = useState<AttendanceSummary | undefined>();
  const [status, setStatus] = useState<StreamStatus>('connecting');

  useEffect(() => {
    if (!eventId) return;
    const controller = new AbortController();
    let retryMs = 1_000;
    let retryTimer: number | undefined;

    const connect = async () => {
      try {
        const response = await fetch(buildUrl(`/staff/events/${eventId}/attendance/stream`, { day }), {
          headers: { ...buildHeaders('GET'), accept: 'text/event-stream' },
          credentials: 'include',
          signal: controller.signal,
        });
        if (response.status === 401 || response.status === 403) {
          setStatus('refused');
          return;
        }
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        setStatus('live');
        retryMs = 1_000;
        const parser = createParser({
          onEvent: (message) => {
            if (message.event === ATTENDANCE_STREAM_EVENT) setSummary(JSON.parse(message.data) as AttendanceSummary);
          },
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
        throw new Error('stream ended');
      } catch {
        if (controller.signal.aborted) return;
        setStatus('reconnecting');
        retryTimer = window.setTimeout(() => void connect(), retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      }
    };
    setStatus('connecting');
    void connect();
    return () => {
      controller.abort();
      window.clearTimeout(retryTimer);
    };
  }, [eventId, day]);

  return { summary, status };
}
