import { SSO_CONNECTION_NAMES, type SsoConnectionName } from '@podium/contracts/sso/sso-login';
import type { Config } from '../../config/config';
import type { Database } from '../../db/client';
import { DEMO_TENANT_SLUG } from '../../db/seed/demo-seed';
import { CONNECTION_DEFAULTS } from '../../platform/oidc/connection-defaults';
import type { ResolvedIdentityProvider } from '../../platform/oidc/external-identity';
import { DEMO_CONNECTIONS, type DemoIdentityProvider } from './demo-identity-provider';
import { clientSecretOf } from './identity-provider-secret';
import { findEnabledIdentityProvider, listEnabledIdentityProviders, type IdentityProviderRow } from './identity-provider.repository';

interface TenantRef {
  id: number;
  slug: string;
  allowedSsoDomains: string[];
}

/** Corporate SSO admits only the tenant's email domains, so without any it is not offered. */
const hasDomainsFor = (tenant: TenantRef, connection: SsoConnectionName) =>
  connection !== 'corporate' || tenant.allowedSsoDomains.length > 0;

const isDemoConnection = (connection: SsoConnectionName): connection is (typeof DEMO_CONNECTIONS)[number] =>
  (DEMO_CONNECTIONS as readonly string[]).includes(connection);

/** Whether the demo provider stands in for this tenant's connection (`npm start`, demo tenant only). */
function isServedByDemo(config: Config, tenant: TenantRef, connection: SsoConnectionName): boolean {
  return config.DEMO_IDENTITY_PROVIDER && tenant.slug === DEMO_TENANT_SLUG && isDemoConnection(connection);
}

/** What resolving a row needs: the config and the key that opens sealed client secrets. */
export interface ProviderSettingsDeps {
  config: Config;
  dataEncryptionKey: string;
}

export const providerSettingsDeps = (deps: { config: Config; secrets: { dataEncryptionKey: string } }): ProviderSettingsDeps => ({
  config: deps.config,
  dataEncryptionKey: deps.secrets.dataEncryptionKey,
});

/**
 * A row's complete settings: defaults of its connection, the row's overrides, the tenant's own
 * client secret (sealed in the row, else SSO_SECRET_<SLUG>_<CONNECTION>). Undefined when something
 * required is missing (no issuer for an OpenID connection, no client secret), so the button is not
 * offered. The URLs are admin-typed: `trust: 'admin-configured'` makes every request to them guarded.
 */
export function resolveRow(deps: ProviderSettingsDeps, tenant: TenantRef, row: IdentityProviderRow): ResolvedIdentityProvider | undefined {
  const defaults = CONNECTION_DEFAULTS[row.connection];
  const clientSecret = clientSecretOf(deps, tenant, row);
  if (!clientSecret) return undefined;
  const resolved: ResolvedIdentityProvider = {
    trust: 'admin-configured',
    connection: row.connection,
    protocol: defaults.protocol,
    issuer: row.issuer ?? defaults.issuer,
    authorizationEndpoint: row.authorizationEndpoint ?? defaults.authorizationEndpoint,
    tokenEndpoint: row.tokenEndpoint ?? defaults.tokenEndpoint,
    userInfoEndpoint: row.userInfoEndpoint ?? defaults.userInfoEndpoint,
    emailsEndpoint: row.emailsEndpoint ?? defaults.emailsEndpoint,
    clientId: row.clientId,
    clientSecret,
    scopes: row.scopes ?? defaults.scopes,
    tokenEndpointAuth: defaults.tokenEndpointAuth,
    responseMode: defaults.responseMode,
  };
  if (resolved.protocol === 'oidc' && !resolved.issuer) return undefined;
  if (resolved.protocol !== 'oidc' && (!resolved.authorizationEndpoint || !resolved.tokenEndpoint || !resolved.userInfoEndpoint))
    return undefined;
  return resolved;
}

/** The connections a tenant can really sign in with (what /api/tenant-config reports). */
export async function listConfiguredConnections(
  db: Database,
  deps: ProviderSettingsDeps,
  tenant: TenantRef,
): Promise<Set<SsoConnectionName>> {
  const { config } = deps;
  const rows = await listEnabledIdentityProviders(db, tenant.id);
  const configured = new Set(rows.filter((row) => resolveRow(deps, tenant, row)).map((row) => row.connection));
  for (const connection of SSO_CONNECTION_NAMES) if (isServedByDemo(config, tenant, connection)) configured.add(connection);
  for (const connection of configured) if (!hasDomainsFor(tenant, connection)) configured.delete(connection);
  return configured;
}

/** The settings to sign in with through `connection` at this tenant, or undefined when not configured. */
export async function findConfiguredIdentityProvider(
  db: Database,
  deps: ProviderSettingsDeps,
  tenant: TenantRef,
  connection: SsoConnectionName,
  demo: DemoIdentityProvider | undefined,
): Promise<ResolvedIdentityProvider | undefined> {
  const { config } = deps;
  if (!hasDomainsFor(tenant, connection)) return undefined;
  const row = await findEnabledIdentityProvider(db, tenant.id, connection);
  if (row) return resolveRow(deps, tenant, row);
  if (demo && isServedByDemo(config, tenant, connection) && isDemoConnection(connection)) return demo.settingsFor(connection);
  return undefined;
}
