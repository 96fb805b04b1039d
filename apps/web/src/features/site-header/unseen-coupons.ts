import { readCachedUser } from '../../lib/auth/cached-user';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * The count of coupons this person last saw. A count stored for someone else on this device (a
 * session that ended without the logout that clears it, such as an expired token) is not theirs.
 */
export function readLastSeenCouponCount(): number {
  const owner = localStorage.getItem(STORAGE_KEYS.lastSeenCouponOwner);
  const personId = readCachedUser()?.id;
  if (owner !== null && personId !== undefined && owner !== String(personId)) return 0;
  const stored = Number(localStorage.getItem(STORAGE_KEYS.lastSeenCouponCount));
  return Number.isFinite(stored) && stored > 0 ? stored : 0;
}

/** Spec section 4: unseen coupons when the coupon count exceeds the last-seen count. */
export function countUnseenCoupons(couponCount: number | undefined, lastSeenCount: number): number {
  if (couponCount === undefined) return 0;
  return Math.max(0, couponCount - lastSeenCount);
}

/** Opening My Coupons stores the count as seen, with whose it is. */
export function markCouponsSeen(couponCount: number): void {
  localStorage.setItem(STORAGE_KEYS.lastSeenCouponCount, String(couponCount));
  const personId = readCachedUser()?.id;
  if (personId === undefined) localStorage.removeItem(STORAGE_KEYS.lastSeenCouponOwner);
  else localStorage.setItem(STORAGE_KEYS.lastSeenCouponOwner, String(personId));
}
