import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCheckInResult } from '@podium/contracts/staff/staff-people';
import type { StaffScanRequest, StaffScanResult } from '@podium/contracts/staff/staff-scan';
import { http } from '../../../lib/http-client';

/** Manual check-in from the dashboard; refreshes the person search. */
export function useManualCheckIn(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { userId: number; eventSportCategoryId: number; reason: string }) =>
      await http.post<{ data: StaffCheckInResult; message: string }>(`/staff/events/${eventId}/checkins`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff', 'people'] }),
  });
}

/** Undo a check-in with a reason; refreshes the person search. */
export function useUndoCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { attendanceId: number; reason: string }) =>
      await http.post<{ data: StaffCheckInResult; message: string }>(`/staff/checkins/${input.attendanceId}/undo`, {
        reason: input.reason,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff', 'people'] }),
  });
}

/** Check a person in by their personal QR code. */
export function useStaffScan() {
  return useMutation({
    mutationFn: async (input: StaffScanRequest) =>
      await http.post<{ data: StaffScanResult; message: string }>('/staff/checkins/scan', input),
  });
}
