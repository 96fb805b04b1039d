import type { TenantConfig } from '@podium/contracts/tenant/tenant-config';
import type { CityRow, TenantRow } from './tenant.repository';

export function presentTenantConfig(
  tenant: TenantRow,
  cities: CityRow[],
  hostname: string,
  captcha: TenantConfig['captcha'],
): TenantConfig {
  const defaultCity = cities.find((city) => city.id === tenant.defaultCityId) ?? null;
  return {
    tenant: { slug: tenant.slug, name: tenant.name, isMainClubHost: tenant.mainClubHost === hostname },
    featureFlags: tenant.featureFlags,
    authProviders: tenant.authProviders,
    auth: { auth0: { enabled: tenant.auth0Enabled } },
    sso: { allowedDomains: tenant.allowedSsoDomains },
    settings: tenant.settings,
    cities: cities.map((city) => ({ id: city.id, name: city.name })),
    defaultCity: defaultCity && { id: defaultCity.id, name: defaultCity.name },
    captcha,
  };
}
