import { queryOptions, useQuery } from '@tanstack/react-query';
import { securityEventsAnswerSchema } from '@podium/contracts/mfa/security-events';
import { http } from '../../../lib/http-client';
import { mfaKeys } from './query-keys';

export const getSecurityEvents = async () => (await http.get('/mfa/security-events', { schema: securityEventsAnswerSchema })).data;

export const securityEventsQuery = queryOptions({ queryKey: mfaKeys.securityEvents, queryFn: getSecurityEvents });

/** The newest entries of the signed-in person's security log. */
export function useSecurityEvents(isEnabled = true) {
  return useQuery({ ...securityEventsQuery, enabled: isEnabled });
}
