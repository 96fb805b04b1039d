import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SecurityEventsAnswer } from '@podium/contracts/mfa/security-events';
import { http } from '../../../lib/http-client';

export const getSecurityEvents = async () => (await http.get<SecurityEventsAnswer>('/mfa/security-events')).data;

export const securityEventsQuery = queryOptions({ queryKey: ['mfa', 'security-events'], queryFn: getSecurityEvents });

/** The newest entries of the signed-in person's security log. */
export function useSecurityEvents(isEnabled = true) {
  return useQuery({ ...securityEventsQuery, enabled: isEnabled });
}
