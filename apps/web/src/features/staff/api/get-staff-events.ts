import { useQuery } from '@tanstack/react-query';
import type { StaffEvent } from '@podium/contracts/staff/staff-events';
import { http } from '../../../lib/http-client';

export const staffEventsQuery = () => ({
  queryKey: ['staff', 'events'] as const,
  queryFn: async () => (await http.get<{ data: StaffEvent[] }>('/staff/events')).data,
  retry: false,
});

/** Events with their sport categories, for the staff pickers. */
export function useStaffEvents(isEnabled: boolean) {
  return useQuery({ ...staffEventsQuery(), enabled: isEnabled });
}
