import { enabledScripts, type PublicIntegrations, type TenantIntegrations } from '@podium/contracts/integrations/third-party-scripts';
import type { TenantRow } from './integrations.repository';

/** What a visitor's browser needs of the enabled scripts: kind, URL and attributes (no settings the site keeps to itself). */
export function presentPublicIntegrations(integrations: TenantIntegrations): PublicIntegrations {
  const scripts = enabledScripts(integrations).map(({ kind, scriptUrl, attributes }) => ({ kind, scriptUrl, attributes }));
  return { scripts };
}

/** The tenant's scripts as an admin edits them. */
export function presentTenantIntegrations(tenant: Pick<TenantRow, 'integrations'>): TenantIntegrations {
  return tenant.integrations;
}
