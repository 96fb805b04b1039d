import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { MESSAGES } from '@podium/contracts/messages';
import { toast } from '../../../components/ui/toaster';
import { COUPONS_SEEN_EVENT } from '../../../lib/coupons-seen-event';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { countUnseenCoupons, markCouponsSeen, readLastSeenCouponCount } from '../unseen-coupons';

/** Session key remembering which count the new-coupons toast was shown for, so it shows once. */
const TOAST_SHOWN_FOR_KEY = 'couponToastShownFor';
/** Coupon toast: 5 s, top-right (spec section 9). */
const COUPON_TOAST_DURATION_MS = 5000;

/**
 * Unseen coupons for the red dot, a one-time toast when there are some, and `markSeen` for
 * opening My Coupons. `couponCount` is undefined until the profile is known.
 */
export function useUnseenCoupons(couponCount: number | undefined) {
  const [lastSeenCount, setLastSeenCount] = useState(readLastSeenCouponCount);
  const unseenCount = countUnseenCoupons(couponCount, lastSeenCount);
  // On My Coupons the person is looking at them, and the signed-in home says it in its coupons
  // card (a toast there covered the greeting on a phone): no toast announcing them on either.
  const pathname = useLocation().pathname.toLowerCase();
  const onMyCoupons = pathname.startsWith('/my-coupons') || pathname === '/';

  // My Coupons (this tab: its event; another tab: the storage event) stores the count as seen: the dot goes at once.
  useEffect(() => {
    const reread = () => setLastSeenCount(readLastSeenCouponCount());
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.lastSeenCouponCount || event.key === null) reread();
    };
    window.addEventListener(COUPONS_SEEN_EVENT, reread);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(COUPONS_SEEN_EVENT, reread);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  useEffect(() => {
    if (unseenCount === 0 || couponCount === undefined || onMyCoupons) return;
    if (sessionStorage.getItem(TOAST_SHOWN_FOR_KEY) === String(couponCount)) return;
    sessionStorage.setItem(TOAST_SHOWN_FOR_KEY, String(couponCount));
    toast(MESSAGES.coupons.newCoupons(unseenCount), { position: 'top-right', duration: COUPON_TOAST_DURATION_MS });
  }, [unseenCount, couponCount, onMyCoupons]);

  const markSeen = () => {
    if (couponCount === undefined) return;
    markCouponsSeen(couponCount);
    setLastSeenCount(couponCount);
  };

  return { unseenCount, markSeen };
}
