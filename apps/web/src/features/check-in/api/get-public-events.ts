import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEvent } from '@podium/contracts/check-in/public-events';
import { http } from '../../../lib/http-client';

export async function getPublicEvents(): Promise<PublicEvent[]> {
  return (await http.get<{ data: PublicEvent[] }>('/public/events')).data;
}

export const publicEventsQuery = queryOptions({ queryKey: ['public-events'], queryFn: getPublicEvents });

/** The tenant's published events. */
export function usePublicEvents() {
  return useQuery(publicEventsQuery);
}
