import type { VerifyCheckInRequest } from '@podium/contracts/check-in/verify-check-in';
import { codeTimeOf } from './rotating-code';

/** The event's offline settings (events.offline_scans_accepted, offline_allowance_minutes). */
export interface OfflinePolicy {
  offlineScansAccepted: boolean;
  offlineAllowanceMinutes: number;
}

/**
 * How old a rotating code of this scan may be: the event's allowance for a scan the device queued
 * offline (when the event accepts them), else 0 (the normal current-or-previous-step rule). The
 * allowance counts from the code's signed time, never from the device's claimed time.
 */
export function lateCodeAllowanceSeconds(policy: OfflinePolicy, input: Pick<VerifyCheckInRequest, 'offline'>): number {
  return input.offline === true && policy.offlineScansAccepted ? policy.offlineAllowanceMinutes * 60 : 0;
}

/**
 * The time the check-in window and the event day are judged at: for a queued rotating code, its
 * signed time (a scan at 17:59 sent at 18:30 still counts for a window closing at 18:00), provided
 * it is within the allowance; otherwise the arrival time. The signature itself is verified later
 * (`verifyRotatingCode`): a forged step is refused whatever time was used here.
 */
export function scanTimeForWindow(policy: OfflinePolicy, input: Pick<VerifyCheckInRequest, 'offline' | 'codeStep'>, now: Date): Date {
  const allowanceSeconds = lateCodeAllowanceSeconds(policy, input);
  if (input.codeStep === undefined || allowanceSeconds === 0) return now;
  const codeAt = codeTimeOf(input.codeStep);
  const age = now.getTime() - codeAt.getTime();
  return age >= 0 && age <= allowanceSeconds * 1000 ? codeAt : now;
}
