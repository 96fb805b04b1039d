import { useQuery } from '@tanstack/react-query';
import { http } from '../http-client';

/** Maintenance poll interval (spec section 9: 60 s). */
export const MAINTENANCE_POLL_MS = 60_000;

export async function getLanding(): Promise<{ maintenance: boolean }> {
  const answer = await http.get<{ data: { maintenance: boolean } }>('/user/landing');
  return answer.data;
}

export function useLanding() {
  return useQuery({ queryKey: ['landing'], queryFn: getLanding, refetchInterval: MAINTENANCE_POLL_MS, staleTime: 0 });
}
