import { useQuery } from '@tanstack/react-query';
import { teamSchema, type Team } from '@podium/contracts/events/event-site';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { eventSiteKeys } from './query-keys';

const teamsAnswer = successEnvelope(teamSchema.array());

export async function getEventTeams(eventId: number): Promise<Team[]> {
  return (await http.get(`/public/events/${eventId}/teams`, { schema: teamsAnswer })).data;
}

export function useEventTeams(eventId: number) {
  return useQuery({ queryKey: eventSiteKeys.teams(eventId), queryFn: () => getEventTeams(eventId) });
}
