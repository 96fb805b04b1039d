import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MfaStatusAnswer } from '@podium/contracts/mfa/mfa-status';
import { http } from '../../../lib/http-client';

export const getMfaStatus = () => http.get<MfaStatusAnswer>('/mfa/status');

export const mfaStatusQuery = queryOptions({ queryKey: ['mfa', 'status'], queryFn: getMfaStatus });

/** `GET /api/mfa/status` for the signed-in person (pass `isEnabled: false` when signed out). */
export function useMfaStatus(isEnabled = true) {
  return useQuery({ ...mfaStatusQuery, enabled: isEnabled });
}
