// The site header's public face: other features import from here, never a file inside (issue 18).
export { useProfileCouponCount } from './hooks/use-profile-coupon-count';
export { countUnseenCoupons, markCouponsSeen, readLastSeenCouponCount } from './unseen-coupons';
