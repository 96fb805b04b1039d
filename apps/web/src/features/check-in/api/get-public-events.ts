import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicEventSchema, type PublicEvent } from '@podium/contracts/check-in/public-events';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { checkInKeys } from './query-keys';

const publicEventsAnswer = successEnvelope(publicEventSchema.array());

export async function getPublicEvents(): Promise<PublicEvent[]> {
  return (await http.get('/public/events', { schema: publicEventsAnswer })).data;
}

export const publicEventsQuery = queryOptions({ queryKey: checkInKeys.publicEvents, queryFn: getPublicEvents });

/** The tenant's published events. */
export function usePublicEvents() {
  return useQuery(publicEventsQuery);
}
