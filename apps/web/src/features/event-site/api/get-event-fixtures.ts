import { useQuery } from '@tanstack/react-query';
import type { Fixture } from '@podium/contracts/events/event-site';
import { http } from '../../../lib/http-client';
import { lazyEnvelope } from '../../../lib/lazy-envelope';
import { eventRefreshInterval } from '../live/event-live';
import { eventSiteKeys } from './query-keys';

export interface FixtureFilters {
  sportId?: number;
  venueId?: number;
  date?: string;
  status?: 'scheduled' | 'live' | 'finished';
}

const fixturesAnswer = lazyEnvelope(async () => (await import('@podium/contracts/events/event-site')).fixtureSchema.array());

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
