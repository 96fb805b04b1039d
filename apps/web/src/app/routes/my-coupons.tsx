import { useEffect } from 'react';
import { useCoupons } from '../../features/coupons/api/get-coupons';
import { CouponListView } from '../../features/coupons/components/coupon-list';
import { storeSeenCouponCount } from '../../features/coupons/mark-coupons-seen';
import { useRequireSignIn } from '../require-sign-in';

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
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">My Coupons</h1>
      <p className="mt-2 text-slate-600">Show the QR code at the partner&apos;s counter to redeem a coupon.</p>
      <div className="mt-6">
        {coupons.isLoading && <p role="status">Loading…</p>}
        {coupons.error && <p role="alert">{coupons.error.message}</p>}
        {coupons.data && <CouponListView list={coupons.data} />}
      </div>
    </div>
  );
}
