import type { Branding } from '@podium/contracts/branding/branding';
import type { TenantRow } from './tenant.repository';

/** How a tenant's site looks: the name and logo from its site settings, colours and icons from its branding. */
export function presentBranding(tenant: Pick<TenantRow, 'name' | 'settings' | 'branding'>): Branding {
  return {
    siteName: tenant.settings.siteTitle || tenant.name,
    logoUrl: tenant.settings.logo,
    primaryColor: tenant.branding.primaryColor,
    accentColor: tenant.branding.accentColor,
    primaryTextColor: tenant.branding.primaryTextColor,
    accentTextColor: tenant.branding.accentTextColor,
    iconUrls: tenant.branding.iconUrls,
  };
}
