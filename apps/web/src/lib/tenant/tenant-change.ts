import { expireCookieEverywhere } from '../cookies';
import { SESSION_KEYS, STORAGE_KEYS } from '../storage-keys';

/**
 * When the tenant differs from the last one seen, clear the keys spec section 4 lists (city,
 * ads, coupon count, MFA and selection session keys, city cookies). Auth data is kept.
 * Returns true when something was cleared.
 */
export function clearStateOnTenantChange(tenantSlug: string): boolean {
  const lastTenant = localStorage.getItem(STORAGE_KEYS.lastTenant);
  localStorage.setItem(STORAGE_KEYS.lastTenant, tenantSlug);
  if (lastTenant === null || lastTenant === tenantSlug) return false;
  for (const key of [
    STORAGE_KEYS.selectedCity,
    STORAGE_KEYS.cityId,
    STORAGE_KEYS.adsPermanentlyClosed,
    STORAGE_KEYS.adIndex,
    STORAGE_KEYS.lastSeenCouponCount,
    STORAGE_KEYS.lastSeenCouponOwner,
  ]) {
    localStorage.removeItem(key);
  }
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
  expireCookieEverywhere('city');
  expireCookieEverywhere('cityId');
  return true;
}
