import { STORAGE_KEYS } from '../../lib/storage-keys';

export function readLastSeenCouponCount(): number {
  const stored = Number(localStorage.getItem(STORAGE_KEYS.lastSeenCouponCount));
  return Number.isFinite(stored) && stored > 0 ? stored : 0;
}

/** Spec section 4: unseen coupons when the coupon count exceeds the last-seen count. */
export function countUnseenCoupons(couponCount: number | undefined, lastSeenCount: number): number {
  if (couponCount === undefined) return 0;
  return Math.max(0, couponCount - lastSeenCount);
}

/** Opening My Coupons stores the count as seen. */
export function markCouponsSeen(couponCount: number): void {
  localStorage.setItem(STORAGE_KEYS.lastSeenCouponCount, String(couponCount));
}
