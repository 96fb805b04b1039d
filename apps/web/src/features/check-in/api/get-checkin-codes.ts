import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckInCode } from '@podium/contracts/check-in/checkin-codes';
import { http } from '../../../lib/http-client';

/** GET /api/events/{eventId}/checkin-codes (staff, admin): one code per sport and venue. */
export async function getCheckInCodes(eventId: number): Promise<CheckInCode[]> {
  return (await http.get<{ data: CheckInCode[] }>(`/events/${eventId}/checkin-codes`)).data;
}

export const checkInCodesQuery = (eventId: number) =>
  queryOptions({ queryKey: ['checkin-codes', eventId], queryFn: () => getCheckInCodes(eventId), enabled: eventId > 0 });

export function useCheckInCodes(eventId: number) {
  return useQuery(checkInCodesQuery(eventId));
}
