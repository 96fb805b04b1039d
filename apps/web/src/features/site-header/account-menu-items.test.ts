import { describe, expect, it } from 'vitest';
import { ALL_FLAGS_ON, type FeatureFlags } from '@podium/contracts/tenant/tenant-config';
import { accountMenuItems } from './account-menu-items';

const tenantWith = (modules: Partial<FeatureFlags['modules']>, isMainClubHost = false) => ({
  tenant: { slug: 'demo', name: 'Demo', isMainClubHost },
  featureFlags: { ...ALL_FLAGS_ON, modules: { ...ALL_FLAGS_ON.modules, ...modules } },
});
const labels = (tenant: ReturnType<typeof tenantWith> | undefined) => accountMenuItems(tenant).map((item) => item.label);

describe('accountMenuItems', () => {
  it('lists every item in the spec order when every flag is on', () => {
    expect(labels(tenantWith({}))).toEqual(['Profile', 'My Coupons', 'My registrations', 'Attendance Scanner', 'Security', 'Logout']);
    expect(accountMenuItems(tenantWith({}))).toContainEqual({
      kind: 'link',
      id: 'my-registrations',
      label: 'My registrations',
      to: '/my-events',
    });
  });

  it('gates My Coupons, My registrations, Attendance Scanner and Security by their flags', () => {
    expect(labels(tenantWith({ myCoupons: false, qrCode: false }))).toEqual(['Profile', 'My registrations', 'Security', 'Logout']);
    expect(labels(tenantWith({ myRegistrations: false, security: false }))).toEqual([
      'Profile',
      'My Coupons',
      'Attendance Scanner',
      'Logout',
    ]);
  });

  it('hides Security on the main club host even when its flag is on', () => {
    expect(labels(tenantWith({}, true))).not.toContain('Security');
  });

  it('keeps Profile and Logout while the tenant is unknown', () => {
    expect(labels(undefined)).toEqual(['Profile', 'Logout']);
  });

  it('shows Staff dashboard to staff and admins, and Admin to admins only, before Logout', () => {
    const forRole = (role: 'member' | 'staff' | 'admin') => accountMenuItems(undefined, role).map((item) => item.label);
    expect(forRole('member')).toEqual(['Profile', 'Logout']);
    expect(forRole('staff')).toEqual(['Profile', 'Staff dashboard', 'Logout']);
    expect(forRole('admin')).toEqual(['Profile', 'Staff dashboard', 'Admin', 'Logout']);
  });

  it('offers Install app before Logout only when the browser keeps an install prompt after a check-in (issue 30)', () => {
    expect(labels(tenantWith({}))).not.toContain('Install app');
    expect(accountMenuItems(undefined, 'member', true).map((item) => item.label)).toEqual(['Profile', 'Install app', 'Logout']);
    expect(accountMenuItems(undefined, 'admin', true).at(-2)).toEqual({ kind: 'action', id: 'install-app', label: 'Install app' });
  });
});
