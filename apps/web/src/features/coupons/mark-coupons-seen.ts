import { STORAGE_KEYS } from '../../lib/storage-keys';

/** Opening My Coupons stores the count as seen (spec section 4), so the red dot and toast stop. */
export function storeSeenCouponCount(count: number): void {
  localStorage.setItem(STORAGE_KEYS.lastSeenCouponCount, String(count));
}
