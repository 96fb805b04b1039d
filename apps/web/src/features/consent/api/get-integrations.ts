import { useQuery } from '@tanstack/react-query';
import type { PublicIntegrations } from '@podium/contracts/integrations/third-party-scripts';
import { http } from '../../../lib/http-client';

export async function getIntegrations(): Promise<PublicIntegrations> {
  return (await http.get<{ data: PublicIntegrations }>('/public/integrations')).data;
}

/** The tenant's enabled third-party scripts (usually none); a failure means none. */
export function useIntegrations() {
  return useQuery({ queryKey: ['integrations'], queryFn: getIntegrations, staleTime: 5 * 60_000, retry: false });
}
