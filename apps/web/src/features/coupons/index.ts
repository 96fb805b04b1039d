// The coupons feature's public face: other features import from here, never a file inside (issue 18).
export { useCoupons } from './api/get-coupons';
