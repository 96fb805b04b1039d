import { useQuery } from '@tanstack/react-query';
import type { Fixture } from '@podium/contracts/events/event-site';
import { http } from '../../../lib/http-client';

export interface FixtureFilters {
  sportId?: number;
  venueId?: number;
  date?: string;
  status?: 'scheduled' | 'live' | 'finished';
}

/** Live scores move: the fixtures list refreshes every 30 s while it is on screen (ETags keep it cheap). */
export const FIXTURES_REFRESH_MS = 30_000;

export async function getEventFixtures(eventId: number, filters: FixtureFilters = {}): Promise<Fixture[]> {
  return (await http.get<{ data: Fixture[] }>(`/public/events/${eventId}/fixtures`, { query: { ...filters } })).data;
}

export function useEventFixtures(eventId: number, filters: FixtureFilters = {}) {
  return useQuery({
    queryKey: ['event-fixtures', eventId, filters],
    queryFn: () => getEventFixtures(eventId, filters),
    refetchInterval: FIXTURES_REFRESH_MS,
  });
}
