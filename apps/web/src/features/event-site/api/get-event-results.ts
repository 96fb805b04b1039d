import { useQuery } from '@tanstack/react-query';
import type { MedalRow, Results } from '@podium/contracts/events/event-site';
import { http } from '../../../lib/http-client';
import { eventSiteKeys } from './query-keys';

export async function getEventResults(eventId: number): Promise<Results> {
  return (await http.get<{ data: Results }>(`/public/events/${eventId}/results`)).data;
}

export function useEventResults(eventId: number) {
  return useQuery({ queryKey: eventSiteKeys.results(eventId), queryFn: () => getEventResults(eventId) });
}

export async function getMedalTally(eventId: number): Promise<MedalRow[]> {
  return (await http.get<{ data: MedalRow[] }>(`/public/events/${eventId}/medal-tally`)).data;
}

export function useMedalTally(eventId: number) {
  return useQuery({ queryKey: eventSiteKeys.medalTally(eventId), queryFn: () => getMedalTally(eventId) });
}
