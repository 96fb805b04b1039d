/**
 * Window event fired when My Coupons stores the coupon count as seen; the header's red dot listens
 * (features do not import each other, so the name lives here). Other tabs hear the `storage` event.
 */
export const COUPONS_SEEN_EVENT = 'coupons-seen';
