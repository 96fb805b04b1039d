import { useQuery } from '@tanstack/react-query';
import { couponListSchema, type CouponList } from '@podium/contracts/coupons/coupon';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { http } from '../../../lib/http-client';
import { memberKeys } from '../../../lib/member-query-keys';

const couponsAnswer = successEnvelope(couponListSchema);

export async function getCoupons(): Promise<CouponList> {
  return (await http.get('/customer/coupons', { schema: couponsAnswer })).data;
}

export function useCoupons(options: { enabled: boolean }) {
  return useQuery({ queryKey: memberKeys.coupons, queryFn: getCoupons, enabled: options.enabled });
}
