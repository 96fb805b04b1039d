import { useQuery } from '@tanstack/react-query';
import type { Team } from '@podium/contracts/events/event-site';
import { http } from '../../../lib/http-client';
import { eventSiteKeys } from './query-keys';

export async function getEventTeams(eventId: number): Promise<Team[]> {
  return (await http.get<{ data: Team[] }>(`/public/events/${eventId}/teams`)).data;
}

export function useEventTeams(eventId: number) {
  return useQuery({ queryKey: eventSiteKeys.teams(eventId), queryFn: () => getEventTeams(eventId) });
}
