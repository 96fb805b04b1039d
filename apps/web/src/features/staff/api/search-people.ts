import { useQuery } from '@tanstack/react-query';
import type { StaffPerson } from '@podium/contracts/staff/staff-people';
import { http } from '../../../lib/http-client';

export const peopleQuery = (eventId: number, search: string) => ({
  queryKey: ['staff', 'people', eventId, search] as const,
  queryFn: async () => (await http.get<{ data: StaffPerson[] }>(`/staff/events/${eventId}/people`, { query: { search } })).data,
  retry: false,
});

/** People matching a name, phone or email (at least 2 characters), with the day's records. */
export function usePeopleSearch(eventId: number, search: string) {
  return useQuery({ ...peopleQuery(eventId, search), enabled: eventId > 0 && search.trim().length >= 2 });
}
