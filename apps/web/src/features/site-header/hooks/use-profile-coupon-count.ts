import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '../../../lib/auth/get-profile';
import { useAuthToken } from '../../../lib/auth/use-auth-token';

/**
 * How many coupons the signed-in person holds, read from the profile's coupons (the same cached
 * profile call as `useAuth`); undefined while signed out, loading, or when the profile fails
 * (spec section 8: coupon fetch failures are ignored).
 */
export function useProfileCouponCount(): number | undefined {
  const token = useAuthToken();
  const { data } = useQuery({ ...profileQuery(token), select: (profile) => profile.coupons.length });
  return token ? data : undefined;
}
