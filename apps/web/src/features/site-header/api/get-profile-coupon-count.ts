import { useQuery } from '@tanstack/react-query';
import type { ProfileAnswer } from '@podium/contracts/auth/profile';
import { http } from '../../../lib/http-client';

/** GET /api/customer/profile, read for its coupons only: how many the signed-in person holds. */
export async function getProfileCouponCount(): Promise<number> {
  const answer = await http.get<ProfileAnswer>('/customer/profile');
  return answer.data.coupons.length;
}

/**
 * The coupon count for the header's unseen-coupons dot; undefined while signed out, loading, or
 * when the profile cannot be read (spec section 8: coupon fetch failures are ignored).
 */
export function useProfileCouponCount(isAuthenticated: boolean): number | undefined {
  const query = useQuery({
    queryKey: ['profile', 'coupon-count'],
    queryFn: getProfileCouponCount,
    enabled: isAuthenticated,
    retry: false,
    staleTime: 60_000,
  });
  return isAuthenticated ? query.data : undefined;
}
