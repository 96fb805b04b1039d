import type { TenantConfig } from '@podium/contracts/tenant/tenant-config';

export type AccountMenuItem =
  | { kind: 'link'; id: 'profile' | 'my-coupons' | 'my-registrations' | 'security' | 'staff' | 'admin'; label: string; to: string }
  | { kind: 'action'; id: 'attendance-scanner' | 'install-app' | 'logout'; label: string };

/**
 * The avatar menu's items in order (spec section 2): Profile, My Coupons (modules.myCoupons),
 * My registrations (modules.myRegistrations), Attendance Scanner (modules.qrCode), Security
 * (modules.security, never on the main club host), Staff dashboard and Admin by role, Install app
 * (when the browser offers an install after the person's first check-in, issue 30) and Logout.
 */
export function accountMenuItems(
  tenant: Pick<TenantConfig, 'featureFlags' | 'tenant'> | undefined,
  /** Staff see Staff dashboard; admins also Admin (the API checks the role again on every call). */
  role?: 'member' | 'staff' | 'admin',
  /** The browser keeps an install prompt and this device has checked in once (lib/install-offer.ts). */
  canOfferInstall = false,
): AccountMenuItem[] {
  const modules = tenant?.featureFlags.modules;
  const items: Array<AccountMenuItem | false | undefined> = [
    { kind: 'link', id: 'profile', label: 'Profile', to: '/profile' },
    modules?.myCoupons && { kind: 'link', id: 'my-coupons', label: 'My Coupons', to: '/my-coupons' },
    modules?.myRegistrations && { kind: 'link', id: 'my-registrations', label: 'My registrations', to: '/my-events' },
    modules?.qrCode && { kind: 'action', id: 'attendance-scanner', label: 'Attendance Scanner' },
    modules?.security && !tenant?.tenant.isMainClubHost && { kind: 'link', id: 'security', label: 'Security', to: '/security' },
    (role === 'staff' || role === 'admin') && { kind: 'link', id: 'staff', label: 'Staff dashboard', to: '/staff' },
    role === 'admin' && { kind: 'link', id: 'admin', label: 'Admin', to: '/admin' },
    canOfferInstall && { kind: 'action', id: 'install-app', label: 'Install app' },
    { kind: 'action', id: 'logout', label: 'Logout' },
  ];
  return items.filter((item): item is AccountMenuItem => Boolean(item));
}
