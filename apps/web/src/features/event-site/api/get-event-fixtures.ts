import { useQuery } from '@tanstack/react-query';
import { fixtureSchema, type Fixture } from '@podium/contracts/events/event-site';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { eventRefreshInterval } from '../live/event-live';
import { eventSiteKeys } from './query-keys';

export interface FixtureFilters {
  sportId?: number;
  venueId?: number;
  date?: string;
  status?: 'scheduled' | 'live' | 'finished';
}

const fixturesAnswer = successEnvelope(fixtureSchema.array());

export async function getEventFixtures(eventId: number, filters: FixtureFilters = {}): Promise<Fixture[]> {
  return (await http.get(`/public/events/${eventId}/fixtures`, { query: { ...filters }, schema: fixturesAnswer })).data;
}

export function useEventFixtures(eventId: number, filters: FixtureFilters = {}) {
  return useQuery({
    queryKey: eventSiteKeys.fixtures(eventId, filters),
    queryFn: () => getEventFixtures(eventId, filters),
    refetchInterval: eventRefreshInterval(eventId),
  });
}
