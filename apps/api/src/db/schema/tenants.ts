import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AuthProviders, FeatureFlags, SignInPolicy, SiteSettings } from '@podium/contracts/tenant/tenant-config';
import type { TenantIntegrations } from '@podium/contracts/integrations/third-party-scripts';
import type { StoredBranding } from '@podium/contracts/branding/branding';
import type { PublicNamePolicy } from '@podium/contracts/privacy/public-names';
import type { TenantModules, TenantStatus } from '@podium/contracts/platform/tenant-modules';

export const tenants = pgTable(
  'tenants',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** The tenant answering hosts nobody claimed. At most one (partial unique index below). */
    isDefault: boolean('is_default').notNull().default(false),
    /** Hostname of the main club site: Security is hidden there (spec section 2). */
    mainClubHost: text('main_club_host'),
    /**
     * `scheme://host[:port]` every link in this tenant's emails is built on, never the request's
     * Host header. Null = derived from the tenant's first host (canonical-origin.ts).
     */
    canonicalOrigin: text('canonical_origin'),
    settings: jsonb('settings').$type<SiteSettings>().notNull(),
    /**
     * Brand colours, the readable text colour chosen for each, and the app icons made from the logo
     * (features/branding). The site's name and logo URL stay in `settings` (siteTitle, logo).
     */
    branding: jsonb('branding').$type<StoredBranding>().notNull().default({
      primaryColor: '#1e40af',
      primaryTextColor: '#ffffff',
      accentColor: '#f59e0b',
      accentTextColor: '#0f172a',
      iconUrls: null,
    }),
    featureFlags: jsonb('feature_flags').$type<FeatureFlags>().notNull(),
    authProviders: jsonb('auth_providers').$type<AuthProviders>().notNull(),
    /** Third-party scripts (analytics, tag manager, ad pixel, chat widget), loaded after consent; `{}` = none. */
    integrations: jsonb('integrations').$type<TenantIntegrations>().notNull().default({}),
    auth0Enabled: boolean('auth0_enabled').notNull().default(false),
    allowedSsoDomains: text('allowed_sso_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    signInPolicy: text('sign_in_policy').$type<SignInPolicy>().notNull().default('open'),
    /** Staff and admins must set up MFA (they may skip with a 7-day reminder). */
    mfaSetupRequired: boolean('mfa_setup_required').notNull().default(false),
    maintenance: boolean('maintenance').notNull().default(false),
    /** How public pages name people (issue 31 §4, features/results-privacy); consoles always show names. */
    publicNames: text('public_names').$type<PublicNamePolicy>().notNull().default('full'),
    defaultCityId: integer('default_city_id'),
    /**
     * `company`: a site people use. `platform`: the operators' own realm answering PLATFORM_HOST,
     * never listed as a tenant (features/operators; like Keycloak's master realm).
     */
    kind: text('kind').$type<'company' | 'platform'>().notNull().default('company'),
    /** Set by an operator: `suspended` closes the site (features/operators/suspended-tenant-gate.ts). */
    status: text('status').$type<TenantStatus>().notNull().default('active'),
    /** While `deleting`: when the purge job erases the site (features/tenant-purge). */
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    /** Modules an operator turned on; a tenant admin cannot change them. */
    modules: jsonb('modules')
      .$type<TenantModules>()
      .notNull()
      .default({ olympicsMicrosite: true, payments: true, tournaments: true, coupons: true, ssoProviders: true }),
    /** IANA zone new events start with. */
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    /** ISO 4217 code entry fees are charged in. */
    currency: text('currency').notNull().default('INR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tenants_single_default')
      .on(table.isDefault)
      .where(sql`${table.isDefault}`),
  ],
);

/** Hostnames a tenant answers to (lower-case, without port). */
export const tenantHosts = pgTable('tenant_hosts', {
  hostname: text('hostname').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('cities_tenant_name').on(table.tenantId, table.name)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
