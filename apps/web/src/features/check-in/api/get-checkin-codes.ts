import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkInCodeSchema, type CheckInCode } from '@podium/contracts/check-in/checkin-codes';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { checkInKeys } from './query-keys';

const codesAnswer = successEnvelope(checkInCodeSchema.array());

/** GET /api/events/{eventId}/checkin-codes (staff, admin): one code per sport and venue. */
export async function getCheckInCodes(eventId: number): Promise<CheckInCode[]> {
  return (await http.get(`/events/${eventId}/checkin-codes`, { schema: codesAnswer })).data;
}

export const checkInCodesQuery = (eventId: number) =>
  queryOptions({ queryKey: checkInKeys.codes(eventId), queryFn: () => getCheckInCodes(eventId), enabled: eventId > 0 });

export function useCheckInCodes(eventId: number) {
  return useQuery(checkInCodesQuery(eventId));
}
