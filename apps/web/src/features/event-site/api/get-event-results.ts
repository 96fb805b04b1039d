import { useQuery } from '@tanstack/react-query';
import type { MedalRow, Results } from '@podium/contracts/events/event-site';
import { http } from '../../../lib/http-client';
import { lazyEnvelope } from '../../../lib/lazy-envelope';
import { eventSiteKeys } from './query-keys';

const resultsAnswer = lazyEnvelope(async () => (await import('@podium/contracts/events/event-site')).resultsSchema);
const medalTallyAnswer = lazyEnvelope(async () => (await import('@podium/contracts/events/event-site')).medalRowSchema.array());

export async function getEventResults(eventId: number): Promise<Results> {
  return (await http.get(`/public/events/${eventId}/results`, { schema: resultsAnswer })).data;
}

export function useEventResults(eventId: number) {
  return useQuery({ queryKey: eventSiteKeys.results(eventId), queryFn: () => getEventResults(eventId) });
}

export async function getMedalTally(eventId: number): Promise<MedalRow[]> {
  return (await http.get(`/public/events/${eventId}/medal-tally`, { schema: medalTallyAnswer })).data;
}

export function useMedalTally(eventId: number) {
  return useQuery({ queryKey: eventSiteKeys.medalTally(eventId), queryFn: () => getMedalTally(eventId) });
}
