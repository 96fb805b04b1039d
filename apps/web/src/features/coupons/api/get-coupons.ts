import { useQuery } from '@tanstack/react-query';
import type { CouponList } from '@podium/contracts/coupons/coupon';
import { lazyEnvelope } from '../../../lib/lazy-envelope';
import { http } from '../../../lib/http-client';
import { memberKeys } from '../../../lib/member-query-keys';

const couponsAnswer = lazyEnvelope(async () => (await import('@podium/contracts/coupons/coupon')).couponListSchema);

export async function getCoupons(): Promise<CouponList> {
  return (await http.get('/customer/coupons', { schema: couponsAnswer })).data;
}

export function useCoupons(options: { enabled: boolean }) {
  return useQuery({ queryKey: memberKeys.coupons, queryFn: getCoupons, enabled: options.enabled });
}
