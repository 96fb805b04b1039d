import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TenantModules, TenantStatus } from '@podium/contracts/platform/tenant-modules';
import type { Database } from '../../db/client';
import { events, platformAuditLog, platformOperators, sessions, tenantHosts, tenants, users } from '../../db/schema/index';

export type OperatorRow = typeof platformOperators.$inferSelect;
export type PlatformAuditRow = typeof platformAuditLog.$inferSelect;
type TenantInsert = typeof tenants.$inferInsert;

/** The operators' realm: the one tenant of kind `platform` (made by migration 0014). */
export async function findPlatformRealm(db: Database) {
  const [row] = await db.select().from(tenants).where(eq(tenants.kind, 'platform')).limit(1);
  return row;
}

export async function findOperatorByUserId(db: Database, userId: number): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(platformOperators).where(eq(platformOperators.userId, userId));
  return row;
}

export async function findOperatorByPhone(db: Database, phone: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(platformOperators).where(eq(platformOperators.phone, phone));
  return row;
}

export async function countOperators(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(platformOperators);
  return row?.count ?? 0;
}

/** Adds the operator, or answers the one already listed with that phone (its name refreshed). */
export async function upsertOperator(db: Database, values: { phone: string; name: string; userId: number }): Promise<OperatorRow> {
  const [row] = await db
    .insert(platformOperators)
    .values(values)
    .onConflictDoUpdate({ target: platformOperators.phone, set: { name: values.name } })
    .returning();
  return row!;
}

export async function insertPlatformAudit(db: Database, values: typeof platformAuditLog.$inferInsert): Promise<void> {
  await db.insert(platformAuditLog).values(values);
}

export async function listPlatformAudit(db: Database, limit: number): Promise<PlatformAuditRow[]> {
  return db.select().from(platformAuditLog).orderBy(desc(platformAuditLog.at), desc(platformAuditLog.id)).limit(limit);
}

export async function findCompanyTenant(db: Database, tenantId: number) {
  const [row] = await db
    .select()
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), eq(tenants.kind, 'company')));
  return row;
}

export async function isSlugTaken(db: Database, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  return row !== undefined;
}

/** The hosts of `hostnames` another tenant than `exceptTenantId` already answers. */
export async function findTakenHostnames(db: Database, hostnames: string[], exceptTenantId?: number): Promise<string[]> {
  if (hostnames.length === 0) return [];
  const rows = await db
    .select({ hostname: tenantHosts.hostname })
    .from(tenantHosts)
    .where(
      and(inArray(tenantHosts.hostname, hostnames), exceptTenantId === undefined ? undefined : ne(tenantHosts.tenantId, exceptTenantId)),
    );
  return rows.map((row) => row.hostname);
}

export async function insertCompanyTenant(db: Database, values: TenantInsert) {
  const [row] = await db.insert(tenants).values(values).returning();
  return row!;
}

/** Makes `hostnames` the tenant's whole list. */
export async function replaceTenantHostnames(db: Database, tenantId: number, hostnames: string[]): Promise<void> {
  await db.delete(tenantHosts).where(eq(tenantHosts.tenantId, tenantId));
  await db.insert(tenantHosts).values(hostnames.map((hostname) => ({ hostname, tenantId })));
}

export async function updateCompanyTenant(
  db: Database,
  tenantId: number,
  values: Partial<{ name: string; modules: TenantModules; allowedSsoDomains: string[]; status: TenantStatus }>,
) {
  const [row] = await db
    .update(tenants)
    .set(values)
    .where(and(eq(tenants.id, tenantId), eq(tenants.kind, 'company')))
    .returning();
  return row;
}

/** `"tenants"."id"` spelled out: Drizzle writes a lone `"id"` in a one-table select, which the subqueries would read as their own. */
const OUTER_TENANT_ID = sql.raw('"tenants"."id"');

/** Every company tenant with its hosts, head counts and the latest sign-in on it. */
export async function listCompanyTenants(db: Database) {
  return db
    .select({
      tenant: tenants,
      hostnames: sql<
        string[]
      >`coalesce((select json_agg(h.hostname order by h.hostname) from ${tenantHosts} h where h.tenant_id = ${OUTER_TENANT_ID}), '[]'::json)`,
      peopleCount: sql<number>`(select count(*)::int from ${users} u where u.tenant_id = ${OUTER_TENANT_ID})`,
      eventsCount: sql<number>`(select count(*)::int from ${events} e where e.tenant_id = ${OUTER_TENANT_ID})`,
      lastSignInAt: sql<string | null>`(select max(s.created_at)::text from ${sessions} s where s.tenant_id = ${OUTER_TENANT_ID})`,
    })
    .from(tenants)
    .where(eq(tenants.kind, 'company'))
    .orderBy(tenants.name);
}
