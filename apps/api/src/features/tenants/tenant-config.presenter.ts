import type { FeatureFlags, TenantConfig } from '@podium/contracts/tenant/tenant-config';
import type { TenantModules } from '@podium/contracts/platform/tenant-modules';
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
  const { modules } = tenant;
  // SSO turned off by the operator hides every identity provider, whatever the admin configured.
  const isConfigured = (name: SsoConnectionName) => modules.ssoProviders && configuredConnections.has(name);
  return {
    tenant: { slug: tenant.slug, name: tenant.name, isMainClubHost: tenant.mainClubHost === hostname, kind: tenant.kind },
    featureFlags: gateFlagsByModules(tenant.featureFlags, modules),
    modules,
    authProviders: {
      providers: {
        phoneAuth: tenant.authProviders.providers.phoneAuth,
        google: isConfigured('google'),
        microsoft: isConfigured('microsoft'),
        apple: isConfigured('apple'),
        facebook: isConfigured('facebook'),
        github: isConfigured('github'),
      },
    },
    auth: { auth0: { enabled: tenant.auth0Enabled } },
    sso: { allowedDomains: isConfigured('corporate') ? tenant.allowedSsoDomains : [] },
    signInPolicy: tenant.signInPolicy,
    settings: tenant.settings,
    cities: cities.map((city) => ({ id: city.id, name: city.name })),
    defaultCity: defaultCity && { id: defaultCity.id, name: defaultCity.name },
    captcha,
    branding: presentBranding(tenant),
  };
}

/** An admin's flags under the operator's modules: the Olympics microsite and My Coupons go with their module. */
function gateFlagsByModules(flags: FeatureFlags, modules: TenantModules): FeatureFlags {
  const olympics = modules.olympicsMicrosite
    ? flags.corporateOlympics
    : (Object.fromEntries(Object.keys(flags.corporateOlympics).map((key) => [key, false])) as FeatureFlags['corporateOlympics']);
  return { modules: { ...flags.modules, myCoupons: flags.modules.myCoupons && modules.coupons }, corporateOlympics: olympics };
}
