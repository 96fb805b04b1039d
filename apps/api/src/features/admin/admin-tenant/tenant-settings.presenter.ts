import type { TenantSettings } from '@podium/contracts/admin/tenant-settings';
import type { TenantRow } from '../../tenants';

/** The settings an admin may read and change: never the tenant's secrets or hostnames. */
export function presentSettings(tenant: TenantRow): TenantSettings {
  return {
    name: tenant.name,
    settings: tenant.settings,
    featureFlags: tenant.featureFlags,
    authProviders: tenant.authProviders,
    allowedSsoDomains: tenant.allowedSsoDomains,
    signInPolicy: tenant.signInPolicy,
    mfaSetupRequired: tenant.mfaSetupRequired,
    maintenance: tenant.maintenance,
    canonicalOrigin: tenant.canonicalOrigin,
    publicNames: tenant.publicNames,
  };
}
