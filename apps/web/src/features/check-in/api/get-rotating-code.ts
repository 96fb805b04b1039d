import { queryOptions, useQuery } from '@tanstack/react-query';
import { rotatingCodeSchema, type RotatingCode } from '@podium/contracts/check-in/checkin-codes';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { checkInKeys } from './query-keys';

const rotatingCodeAnswer = successEnvelope(rotatingCodeSchema);

export interface RotatingCodeTarget {
  eventId: number;
  sportId: number;
  venue: string;
  direction: 'in' | 'out';
}

/** The kiosk's current signed code; a new one every 30 s. */
export async function getRotatingCode(target: RotatingCodeTarget): Promise<RotatingCode> {
  const { eventId, ...query } = target;
  return (await http.get(`/events/${eventId}/checkin-codes/rotating`, { query, schema: rotatingCodeAnswer })).data;
}

/** Refetches when the code's step ends (the server says when), so the screen never shows a stale code. */
export function useRotatingCode(target: RotatingCodeTarget | undefined) {
  return useQuery(
    queryOptions({
      queryKey: checkInKeys.rotatingCode(target),
      queryFn: () => getRotatingCode(target!),
      enabled: Boolean(target),
      staleTime: 0,
      refetchInterval: (query) => {
        const refreshAt = query.state.data?.refreshAt;
        // Server and kiosk clocks may differ; the step length bounds the wait either way.
        const waitMs = refreshAt ? new Date(refreshAt).getTime() - Date.now() + 250 : 5_000;
        return Math.min(Math.max(waitMs, 1_000), 30_000);
      },
    }),
  );
}
