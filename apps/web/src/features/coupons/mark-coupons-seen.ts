import { COUPONS_SEEN_EVENT } from '../../lib/coupons-seen-event';
import { markCouponsSeen } from '../site-header';

/** Opening My Coupons stores the count as seen (spec section 4), so the red dot and toast stop at once. */
export function storeSeenCouponCount(count: number): void {
  markCouponsSeen(count);
  window.dispatchEvent(new Event(COUPONS_SEEN_EVENT));
}
