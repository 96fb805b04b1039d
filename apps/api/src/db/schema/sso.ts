import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** Connections the sign-in screen knows: the tenant's corporate directory and the social providers. */
export const SSO_CONNECTIONS = ['corporate', 'google', 'microsoft', 'apple', 'facebook', 'github'] as const;
export type SsoConnection = (typeof SSO_CONNECTIONS)[number];

/**
 * A tenant's identity provider for one connection. OpenID providers are found by discovery from
 * `issuer`; OAuth 2 providers (GitHub, Facebook) use their fixed endpoints unless overridden here.
 * The client secret is sealed with DATA_ENCRYPTION_KEY in `client_secret_sealed` (AES-256-GCM,
 * bound to the tenant and connection), or set by the operator in the variable named after the
 * tenant and connection (SSO_SECRET_<SLUG>_<CONNECTION>). `client_secret_env` is no longer read:
 * a tenant admin could name any variable in it, another tenant's secret included.
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    connection: text('connection').$type<SsoConnection>().notNull(),
    /** Issuer URL for OpenID discovery; null uses the well-known issuer of google, apple. */
    issuer: text('issuer'),
    /** OAuth 2 endpoint overrides (GitHub Enterprise, tests); null uses the provider's documented ones. */
    authorizationEndpoint: text('authorization_endpoint'),
    tokenEndpoint: text('token_endpoint'),
    userInfoEndpoint: text('user_info_endpoint'),
    /** GitHub: the emails API (verified primary email). */
    emailsEndpoint: text('emails_endpoint'),
    clientId: text('client_id').notNull(),
    /** Legacy, ignored: the variable is derived from the tenant and connection (see above). */
    clientSecretEnv: text('client_secret_env'),
    /** The client secret sealed by platform/secret-box; write-only through the admin API. */
    clientSecretSealed: text('client_secret_sealed'),
    /** Space-separated scopes; null uses the connection's default. */
    scopes: text('scopes'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('identity_providers_tenant_connection').on(table.tenantId, table.connection)],
);

/**
 * One sign-in round trip to an identity provider, kept server-side (several replicas serve the
 * callback). `state` is sent to the provider; the browser holds a random binding whose hash is
 * stored here, so a callback only completes in the browser that started it, and only once.
 */
export const ssoLoginFlows = pgTable(
  'sso_login_flows',
  {
    state: text('state').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    connection: text('connection').$type<SsoConnection>().notNull(),
    browserBindingHash: text('browser_binding_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    returnTo: text('return_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('sso_login_flows_expires').on(table.expiresAt)],
);
