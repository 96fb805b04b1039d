import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, tenantHosts, tenants } from '../../db/schema/index';

export type TenantRow = typeof tenants.$inferSelect;
export type CityRow = typeof cities.$inferSelect;

export async function findTenantByHostname(db: Database, hostname: string): Promise<TenantRow | undefined> {
  const [row] = await db
    .select({ tenant: tenants })
    .from(tenantHosts)
    .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
    .where(eq(tenantHosts.hostname, hostname))
    .limit(1);
  return row?.tenant;
}

/** The operators' realm (kind `platform`), answering PLATFORM_HOST. */
export async function findPlatformRealm(db: Database): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.kind, 'platform')).limit(1);
  return row;
}

export async function findDefaultTenant(db: Database): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.isDefault, true)).limit(1);
  return row;
}

export async function listCities(db: Database, tenantId: number): Promise<CityRow[]> {
  return db.select().from(cities).where(eq(cities.tenantId, tenantId)).orderBy(asc(cities.name));
}

/** The origin an admin set for the tenant's links, or null. */
export async function findCanonicalOrigin(db: Database, tenantId: number): Promise<string | null> {
  const [tenant] = await db.select({ canonicalOrigin: tenants.canonicalOrigin }).from(tenants).where(eq(tenants.id, tenantId));
  return tenant?.canonicalOrigin ?? null;
}

/** The tenant's host names, alphabetically. */
export async function listHostnamesOf(db: Database, tenantId: number): Promise<Array<{ hostname: string }>> {
  return db
    .select({ hostname: tenantHosts.hostname })
    .from(tenantHosts)
    .where(eq(tenantHosts.tenantId, tenantId))
    .orderBy(asc(tenantHosts.hostname));
}
