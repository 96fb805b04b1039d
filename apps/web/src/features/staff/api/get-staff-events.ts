import { useQuery } from '@tanstack/react-query';
import { staffEventSchema } from '@podium/contracts/staff/staff-events';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { staffKeys } from './query-keys';

const eventsAnswer = successEnvelope(staffEventSchema.array());

export const staffEventsQuery = () => ({
  queryKey: staffKeys.events(),
  queryFn: async () => (await http.get('/staff/events', { schema: eventsAnswer })).data,
  retry: false,
});

/** Events with their sport categories, for the staff pickers. */
export function useStaffEvents(isEnabled: boolean) {
  return useQuery({ ...staffEventsQuery(), enabled: isEnabled });
}
