import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetail } from '@podium/contracts/events/event-site';
import { lazyEnvelope } from '../../../lib/lazy-envelope';
import { http } from '../../../lib/http-client';
import { eventSiteKeys } from './query-keys';

const eventAnswer = lazyEnvelope(async () => (await import('@podium/contracts/events/event-site')).eventDetailSchema);

/** `GET /public/events/by-path/{path}`: the event with its sports, categories and venues. */
export async function getEventByPath(eventPath: string): Promise<EventDetail> {
  const answer = await http.get(`/public/events/by-path/${encodeURIComponent(eventPath)}`, { schema: eventAnswer });
  return answer.data;
}

export const eventByPathQuery = (eventPath: string) =>
  queryOptions({ queryKey: eventSiteKeys.byPath(eventPath), queryFn: () => getEventByPath(eventPath), staleTime: 60_000 });

export function useEventByPath(eventPath: string | undefined) {
  return useQuery({ ...eventByPathQuery(eventPath ?? ''), enabled: Boolean(eventPath) });
}
