import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { platformAuditLog, tenants } from '../../db/schema/index';
import { tenantScope, type TenantTable } from '../tenant-export';

/** The latest export of the tenant taken at or after `since`, from the platform audit log. */
export async function findExportSince(db: Database, tenantId: number, since: Date) {
  const [row] = await db
    .select({ at: platformAuditLog.at })
    .from(platformAuditLog)
    .where(and(eq(platformAuditLog.tenantId, tenantId), eq(platformAuditLog.action, 'tenant.exported'), gte(platformAuditLog.at, since)))
    .orderBy(desc(platformAuditLog.at))
    .limit(1);
  return row;
}

/** Moves an open or suspended company site to `deleting`; undefined when it is not one (or already deleting). */
export async function markTenantDeleting(db: Database, tenantId: number, dueAt: Date) {
  const [row] = await db
    .update(tenants)
    .set({ status: 'deleting', deletionDueAt: dueAt })
    .where(and(eq(tenants.id, tenantId), eq(tenants.kind, 'company'), sql`${tenants.status} <> 'deleting'`))
    .returning();
  return row;
}

/** The status a site had when its deletion was asked for (kept in that audit row), `active` when unknown. */
export async function findStatusBeforeDeletion(db: Database, tenantId: number): Promise<'active' | 'suspended'> {
  const [row] = await db
    .select({ detail: platformAuditLog.detail })
    .from(platformAuditLog)
    .where(and(eq(platformAuditLog.tenantId, tenantId), eq(platformAuditLog.action, 'tenant.deletion-requested')))
    .orderBy(desc(platformAuditLog.at), desc(platformAuditLog.id))
    .limit(1);
  return (row?.detail as { statusBefore?: unknown } | undefined)?.statusBefore === 'suspended' ? 'suspended' : 'active';
}

/** Gives a site being deleted back the status it had; undefined when it is not being deleted (or was erased meanwhile). */
export async function restoreDeletingTenant(db: Database, tenantId: number, status: 'active' | 'suspended') {
  const [row] = await db
    .update(tenants)
    .set({ status, deletionDueAt: null })
    .where(and(eq(tenants.id, tenantId), eq(tenants.kind, 'company'), eq(tenants.status, 'deleting')))
    .returning();
  return row;
}

/**
 * One site whose grace period has ended, locked until the transaction ends. SKIP LOCKED: two
 * replicas running the job at once each take a different site (or none), never the same one; a
 * restore waiting on the lock finds the site gone.
 */
export async function claimDueDeletion(tx: Database, now: Date) {
  const [row] = await tx
    .select()
    .from(tenants)
    .where(and(eq(tenants.kind, 'company'), eq(tenants.status, 'deleting'), lte(tenants.deletionDueAt, now)))
    .orderBy(tenants.deletionDueAt)
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** Deletes the tenant's rows of one table; answers how many. */
export async function deleteTenantTableRows(tx: Database, table: TenantTable, tenantId: number): Promise<number> {
  const deleted = await tx
    .delete(table.table)
    .where(tenantScope(tx, table, tenantId))
    .returning({ one: sql<number>`1` });
  return deleted.length;
}

/** The tenant row itself (its hosts go with it: ON DELETE CASCADE). */
export async function deleteTenantRow(tx: Database, tenantId: number): Promise<void> {
  await tx.delete(tenants).where(eq(tenants.id, tenantId));
}
