import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TenantConfig } from '@podium/contracts/tenant/tenant-config';
import { http } from '../http-client';

export async function getTenantConfig(): Promise<TenantConfig> {
  const answer = await http.get<{ data: TenantConfig }>('/tenant-config');
  return answer.data;
}

export const tenantConfigQuery = queryOptions({ queryKey: ['tenant-config'], queryFn: getTenantConfig, staleTime: 5 * 60_000 });

/** The tenant's flags, providers, settings and cities; undefined while loading. */
export function useTenantConfig() {
  return useQuery(tenantConfigQuery);
}
