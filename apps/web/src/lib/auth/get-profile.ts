import { queryOptions } from '@tanstack/react-query';
import type { ProfileAnswer } from '@podium/contracts/auth/profile';
import { http } from '../http-client';

/** `GET /customer/profile`: user, personal QR code, coupons. */
export async function getProfile(): Promise<ProfileAnswer['data']> {
  const answer = await http.get<ProfileAnswer>('/customer/profile');
  return answer.data;
}

export const PROFILE_QUERY_KEY = ['profile'] as const;

export const profileQuery = (token: string | undefined) =>
  queryOptions({ queryKey: [...PROFILE_QUERY_KEY, token ?? ''], queryFn: getProfile, enabled: Boolean(token), staleTime: 60_000 });
