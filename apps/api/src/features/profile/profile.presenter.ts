import type { ProfileCoupon } from '@podium/contracts/auth/profile';
import type { CouponRow } from '../coupons';

export function presentCoupon(coupon: CouponRow): ProfileCoupon {
  return {
    id: coupon.id,
    code: coupon.code,
    title: coupon.title,
    partner: coupon.partner,
    value: coupon.value,
    expiresAt: coupon.expiresAt?.toISOString() ?? null,
    redeemedAt: coupon.redeemedAt?.toISOString() ?? null,
    createdAt: coupon.createdAt.toISOString(),
  };
}
