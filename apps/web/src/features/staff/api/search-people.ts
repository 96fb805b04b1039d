import { useQuery } from '@tanstack/react-query';
import { staffPersonSchema } from '@podium/contracts/staff/staff-people';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { staffKeys } from './query-keys';

const peopleAnswer = successEnvelope(staffPersonSchema.array());

export const peopleQuery = (eventId: number, search: string) => ({
  queryKey: staffKeys.peopleMatching(eventId, search),
  queryFn: async () => (await http.get(`/staff/events/${eventId}/people`, { query: { search }, schema: peopleAnswer })).data,
  retry: false,
});

/** People matching a name, phone or email (at least 2 characters), with the day's records. */
export function usePeopleSearch(eventId: number, search: string) {
  return useQuery({ ...peopleQuery(eventId, search), enabled: eventId > 0 && search.trim().length >= 2 });
}
