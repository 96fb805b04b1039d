import { PROFILE_QUERY_KEY } from './auth/get-profile';

/**
 * Keys of the signed-in person's own reads, which several features change: registering changes
 * registrations, orders and the profile's coupons; paying changes orders and registrations;
 * editing the profile or verifying an email changes the profile. One home, so an invalidation
 * can never miss by a typo (and features need not import each other for a key).
 */
export const memberKeys = {
  /** The profile, its QR code and details (every key that starts with it). */
  profile: PROFILE_QUERY_KEY,
  registrations: ['my-registrations'] as const,
  orders: ['my-orders'] as const,
  coupons: ['coupons'] as const,
};
