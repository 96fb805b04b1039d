import type { TenantConfig } from '@podium/contracts/tenant/tenant-config';
import type { SsoConnectionName } from '@podium/contracts/sso/sso-login';
import { presentBranding } from './branding.presenter';
import type { CityRow, TenantRow } from './tenant.repository';

export function presentTenantConfig(
  tenant: TenantRow,
  cities: CityRow[],
  hostname: string,
  captcha: TenantConfig['captcha'],
  /** Connections with a working identity provider (features/sso): the sign-in screen offers only these. */
  configuredConnections: ReadonlySet<SsoConnectionName>,
): TenantConfig {
  const defaultCity = cities.find((city) => city.id === tenant.defaultCityId) ?? null;
  return {
    tenant: { slug: tenant.slug, name: tenant.name, isMainClubHost: tenant.mainClubHost === hostname },
    featureFlags: tenant.featureFlags,
    authProviders: {
      providers: {
        phoneAuth: tenant.authProviders.providers.phoneAuth,
        google: configuredConnections.has('google'),
        microsoft: configuredConnections.has('microsoft'),
        apple: configuredConnections.has('apple'),
        facebook: configuredConnections.has('facebook'),
        github: configuredConnections.has('github'),
      },
    },
    auth: { auth0: { enabled: tenant.auth0Enabled } },
    sso: { allowedDomains: configuredConnections.has('corporate') ? tenant.allowedSsoDomains : [] },
    signInPolicy: tenant.signInPolicy,
    settings: tenant.settings,
    cities: cities.map((city) => ({ id: city.id, name: city.name })),
    defaultCity: defaultCity && { id: defaultCity.id, name: defaultCity.name },
    captcha,
    branding: presentBranding(tenant),
  };
}
