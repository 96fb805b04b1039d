import { useQuery } from '@tanstack/react-query';
import type { Team } from '@podium/contracts/events/event-site';
import { http } from '../../../lib/http-client';
import { lazyEnvelope } from '../../../lib/lazy-envelope';
import { eventSiteKeys } from './query-keys';

const teamsAnswer = lazyEnvelope(async () => (await import('@podium/contracts/events/event-site')).teamSchema.array());

export async function getEventTeams(eventId: number): Promise<Team[]> {
  return (await http.get(`/public/events/${eventId}/teams`, { schema: teamsAnswer })).data;
}

export function useEventTeams(eventId: number) {
  return useQuery({ queryKey: eventSiteKeys.teams(eventId), queryFn: () => getEventTeams(eventId) });
}
