import { SSO_CONNECTION_NAMES, type SsoConnectionName } from '@podium/contracts/sso/sso-login';
import type { Config } from '../../config/config';
import type { Database } from '../../db/client';
import { DEMO_TENANT_SLUG } from '../../db/seed/demo-seed';
import { CONNECTION_DEFAULTS } from '../../platform/oidc/connection-defaults';
import type { ResolvedIdentityProvider } from '../../platform/oidc/external-identity';
import { DEMO_CONNECTIONS, type DemoIdentityProvider } from './demo-identity-provider';
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

/**
 * A row's complete settings: defaults of its connection, the row's overrides, the secret from
 * SSO_SECRET_... Undefined when something required is missing (no issuer for an OpenID
 * connection, a named secret variable that is not set), so the button is not offered.
 */
export function resolveRow(config: Config, row: IdentityProviderRow): ResolvedIdentityProvider | undefined {
  const defaults = CONNECTION_DEFAULTS[row.connection];
  const clientSecret = row.clientSecretEnv ? config.SSO_CLIENT_SECRETS[row.clientSecretEnv] : undefined;
  if (row.clientSecretEnv && !clientSecret) return undefined;
  const resolved: ResolvedIdentityProvider = {
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
export async function listConfiguredConnections(db: Database, config: Config, tenant: TenantRef): Promise<Set<SsoConnectionName>> {
  const rows = await listEnabledIdentityProviders(db, tenant.id);
  const configured = new Set(rows.filter((row) => resolveRow(config, row)).map((row) => row.connection));
  for (const connection of SSO_CONNECTION_NAMES) if (isServedByDemo(config, tenant, connection)) configured.add(connection);
  for (const connection of configured) if (!hasDomainsFor(tenant, connection)) configured.delete(connection);
  return configured;
}

/** The settings to sign in with through `connection` at this tenant, or undefined when not configured. */
export async function findConfiguredIdentityProvider(
  db: Database,
  config: Config,
  tenant: TenantRef,
  connection: SsoConnectionName,
  demo: DemoIdentityProvider | undefined,
): Promise<ResolvedIdentityProvider | undefined> {
  if (!hasDomainsFor(tenant, connection)) return undefined;
  const row = await findEnabledIdentityProvider(db, tenant.id, connection);
  if (row) return resolveRow(config, row);
  if (demo && isServedByDemo(config, tenant, connection) && isDemoConnection(connection)) return demo.settingsFor(connection);
  return undefined;
}
