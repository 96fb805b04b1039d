import { useQuery } from '@tanstack/react-query';
import type { CouponList } from '@podium/contracts/coupons/coupon';
import { http } from '../../../lib/http-client';
import { memberKeys } from '../../../lib/member-query-keys';

export async function getCoupons(): Promise<CouponList> {
  return (await http.get<{ data: CouponList }>('/customer/coupons')).data;
}

export function useCoupons(options: { enabled: boolean }) {
  return useQuery({ queryKey: memberKeys.coupons, queryFn: getCoupons, enabled: options.enabled });
}
