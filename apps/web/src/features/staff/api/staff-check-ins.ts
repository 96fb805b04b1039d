import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCheckInResultSchema } from '@podium/contracts/staff/staff-people';
import { staffScanResultSchema, type StaffScanRequest } from '@podium/contracts/staff/staff-scan';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { staffKeys } from './query-keys';

const checkInAnswer = successEnvelope(staffCheckInResultSchema);
/** A scan's answer, sent now or from the offline queue. */
export const staffScanAnswer = successEnvelope(staffScanResultSchema);

/** Manual check-in from the dashboard; refreshes the person search. */
export function useManualCheckIn(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { userId: number; eventSportCategoryId: number; reason: string }) =>
      await http.post(`/staff/events/${eventId}/checkins`, input, { schema: checkInAnswer }),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.people() }),
  });
}

/** Undo a check-in with a reason; refreshes the person search. */
export function useUndoCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { attendanceId: number; reason: string }) =>
      await http.post(`/staff/checkins/${input.attendanceId}/undo`, { reason: input.reason }, { schema: checkInAnswer }),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.people() }),
  });
}

/** Check a person in by their personal QR code. */
export function useStaffScan() {
  return useMutation({
    mutationFn: async (input: StaffScanRequest) => await http.post('/staff/checkins/scan', input, { schema: staffScanAnswer }),
  });
}
