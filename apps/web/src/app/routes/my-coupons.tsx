import { useEffect } from 'react';
import { useCoupons } from '../../features/coupons/api/get-coupons';
import { CouponListView } from '../../features/coupons/components/coupon-list';
import { storeSeenCouponCount } from '../../features/coupons/mark-coupons-seen';
import { useRequireSignIn } from '../require-sign-in';
import { AccountPage } from '../layouts/account-page';

/** Route /my-coupons: my coupons; opening it stores the count as seen. */
export default function MyCouponsPage() {
  const isSignedIn = useRequireSignIn();
  const coupons = useCoupons({ enabled: isSignedIn });
  const total = coupons.data?.total;

  useEffect(() => {
    if (total !== undefined) storeSeenCouponCount(total);
  }, [total]);

  if (!isSignedIn) return null;
  return (
    <AccountPage title="My Coupons" lead="Show a coupon's QR code at the partner's counter to redeem it.">
      <div className="mt-6">
        {coupons.isLoading && <p role="status">Loading…</p>}
        {coupons.error && <p role="alert">{coupons.error.message}</p>}
        {coupons.data && <CouponListView list={coupons.data} />}
      </div>
    </AccountPage>
  );
}
