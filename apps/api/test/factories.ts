import { randomBytes } from 'node:crypto';
import { ALL_FLAGS_ON, type FeatureFlags, type SignInPolicy } from '@podium/contracts/tenant/tenant-config';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { cities, companies, tenantHosts, tenants, users, type UserRole } from '../src/db/schema/index';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

export interface TenantOptions {
  hostnames?: string[];
  isDefault?: boolean;
  featureFlags?: FeatureFlags;
  signInPolicy?: SignInPolicy;
  maintenance?: boolean;
  mainClubHost?: string;
  allowedSsoDomains?: string[];
  mfaSetupRequired?: boolean;
}

/** A tenant answering the given hostnames, with one city (its default). */
export async function createTenant(db: Database, options: TenantOptions = {}) {
  const slug = `t-${unique()}`;
  const [tenant] = await db
    .insert(tenants)
    .values({
      slug,
      name: `Tenant ${slug}`,
      isDefault: options.isDefault ?? false,
      mainClubHost: options.mainClubHost,
      settings: { logo: '/brand/logo.svg', siteTitle: `Site ${slug}`, favicon: '/brand/favicon.svg' },
      featureFlags: options.featureFlags ?? ALL_FLAGS_ON,
      authProviders: { providers: { phoneAuth: true, google: false, microsoft: false, apple: false, facebook: false, github: false } },
      signInPolicy: options.signInPolicy ?? 'open',
      maintenance: options.maintenance ?? false,
      allowedSsoDomains: options.allowedSsoDomains ?? [],
      mfaSetupRequired: options.mfaSetupRequired ?? false,
    })
    .returning();
  for (const hostname of options.hostnames ?? [`${slug}.test`]) await db.insert(tenantHosts).values({ hostname, tenantId: tenant!.id });
  const [city] = await db.insert(cities).values({ tenantId: tenant!.id, name: 'Bengaluru' }).returning();
  return { ...tenant!, hostname: (options.hostnames ?? [`${slug}.test`])[0]!, city: city! };
}

/** A 10-digit phone number that no other test uses. */
export function uniquePhone(): string {
  return `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

export async function createCompany(db: Database, tenantId: number, name = `Company ${unique()}`) {
  const [company] = await db.insert(companies).values({ tenantId, name }).returning();
  return company!;
}

export async function createUser(
  db: Database,
  tenantId: number,
  values: {
    phone?: string;
    name?: string | null;
    email?: string | null;
    /** Default: not verified, as after a phone sign-up that typed the email. */
    emailVerified?: boolean;
    role?: UserRole;
    companyId?: number | null;
  } = {},
) {
  const [user] = await db
    .insert(users)
    .values({
      tenantId,
      phone: values.phone ?? uniquePhone(),
      name: values.name === undefined ? 'Test Person' : values.name,
      email: values.email === undefined ? `person-${unique()}@example.com` : values.email,
      emailVerifiedAt: values.emailVerified ? new Date() : null,
      role: values.role ?? 'member',
      companyId: values.companyId ?? null,
    })
    .returning();
  return user!;
}

/** A real session token for a user, as sign-in would give (no SMS round trip). */
export async function signInAs(app: FastifyInstance, user: { id: number; tenantId: number }): Promise<string> {
  const { token } = await app.deps.sessions.startSession(user, 'test');
  return token;
}
