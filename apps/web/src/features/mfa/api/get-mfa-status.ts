import { queryOptions, useQuery } from '@tanstack/react-query';
import { mfaStatusAnswerSchema } from '@podium/contracts/mfa/mfa-status';
import { http } from '../../../lib/http-client';
import { mfaKeys } from './query-keys';

export const getMfaStatus = () => http.get('/mfa/status', { schema: mfaStatusAnswerSchema });

export const mfaStatusQuery = queryOptions({ queryKey: mfaKeys.status, queryFn: getMfaStatus });

/** `GET /api/mfa/status` for the signed-in person (pass `isEnabled: false` when signed out). */
export function useMfaStatus(isEnabled = true) {
  return useQuery({ ...mfaStatusQuery, enabled: isEnabled });
}
