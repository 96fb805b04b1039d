import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, events, tenantHosts, tenants, users } from '../../db/schema/index';
import { tenantTableNamed, type TenantTable } from './tenant-tables.repository';

/** Rows read per query while exporting: a page, never a whole table. */
export const TENANT_EXPORT_PAGE_ROWS = 500;

export type TenantRow = typeof tenants.$inferSelect;
export type ExportedRow = Record<string, unknown>;

/** The condition that picks the tenant's rows of `table`: its tenant_id, or a key its parent table holds for the tenant. */
export function tenantScope(db: Database, table: TenantTable, tenantId: number): SQL {
  if (table.scope.kind === 'tenant') return eq(table.scope.column, tenantId);
  const { link } = table.scope;
  const parent = tenantTableNamed(link.foreignTable)!;
  return inArray(
    link.column,
    db
      .select({ key: link.foreignColumn })
      .from(parent.table)
      .where(tenantScope(db, parent, tenantId)),
  );
}

/** The keyset condition "after this key" over one or more key columns (a row comparison for composite keys). */
function afterKey(table: TenantTable, after: unknown[]): SQL {
  if (table.keyColumns.length === 1) return gt(table.keyColumns[0]!, after[0]);
  return sql`(${sql.join(table.keyColumns, sql`, `)}) > (${sql.join(
    after.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/** One page of the tenant's rows of `table`, in key order, after the key `after` (null: from the start). */
export async function readTenantTablePage(
  db: Database,
  table: TenantTable,
  tenantId: number,
  after: unknown[] | null,
  limit = TENANT_EXPORT_PAGE_ROWS,
): Promise<ExportedRow[]> {
  return db
    .select()
    .from(table.table)
    .where(and(tenantScope(db, table, tenantId), after ? afterKey(table, after) : undefined))
    .orderBy(...table.keyColumns.map((column) => asc(column)))
    .limit(limit);
}

export async function findTenantHostnames(db: Database, tenantId: number): Promise<string[]> {
  const rows = await db.select({ hostname: tenantHosts.hostname }).from(tenantHosts).where(eq(tenantHosts.tenantId, tenantId));
  return rows.map((row) => row.hostname).sort();
}

/** The tenant's event ids, for the per-event CSV readers. */
export async function listTenantEvents(db: Database, tenantId: number) {
  return db
    .select({ id: events.id, slug: events.slug, timeZone: events.timeZone })
    .from(events)
    .where(eq(events.tenantId, tenantId))
    .orderBy(events.id);
}

export interface PersonExportRow {
  id: number;
  name: string | null;
  phone: string | null;
  email: string | null;
  gender: string | null;
  company: string | null;
  role: string;
  createdAt: Date;
  erasedAt: Date | null;
}

/** One page of the tenant's people (people.csv), by increasing id. */
export async function readPeoplePage(db: Database, tenantId: number, afterId: number): Promise<PersonExportRow[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      email: users.email,
      gender: users.gender,
      company: companies.name,
      role: users.role,
      createdAt: users.createdAt,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.tenantId, tenantId), gt(users.id, afterId)))
    .orderBy(users.id)
    .limit(TENANT_EXPORT_PAGE_ROWS);
}

/** Inserts one restored row and answers it as stored (with its fresh key). */
export async function insertRestoredRow(db: Database, table: TenantTable, values: ExportedRow): Promise<ExportedRow> {
  const [row] = await db.insert(table.table).values(values).returning();
  return row as ExportedRow;
}

export async function insertRestoredTenant(db: Database, values: typeof tenants.$inferInsert): Promise<TenantRow> {
  const [row] = await db.insert(tenants).values(values).returning();
  return row!;
}

export async function isTenantSlugTaken(db: Database, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  return row !== undefined;
}

/** The hosts of `hostnames` some tenant already answers. */
export async function findAnsweredHostnames(db: Database, hostnames: string[]): Promise<string[]> {
  if (hostnames.length === 0) return [];
  const rows = await db.select({ hostname: tenantHosts.hostname }).from(tenantHosts).where(inArray(tenantHosts.hostname, hostnames));
  return rows.map((row) => row.hostname);
}

export async function setRestoredTenantDefaultCity(db: Database, tenantId: number, cityId: number | null): Promise<void> {
  await db.update(tenants).set({ defaultCityId: cityId }).where(eq(tenants.id, tenantId));
}
