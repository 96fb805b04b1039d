/** What other features may use of coupons: issuing them, and reading a person's list. */
export { issueCoupons } from './issue-coupons';
export { issueCheckInCouponsSql } from './check-in-coupons.repository';
export { listUserCoupons, type CouponRow } from './coupons.repository';
