import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { tenants } from '../../../db/schema/index';
import type { TenantRow } from '../../tenants';

export async function findTenant(db: Database, tenantId: number): Promise<TenantRow | undefined> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  return tenant;
}

/** The tenant's row, locked until the transaction ends (settings are changed read-modify-write). */
export async function lockTenant(db: Database, tenantId: number): Promise<TenantRow | undefined> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).for('update');
  return tenant;
}

export async function updateTenant(db: Database, tenantId: number, changes: Partial<TenantRow>): Promise<TenantRow> {
  const [after] = await db.update(tenants).set(changes).where(eq(tenants.id, tenantId)).returning();
  return after!;
}
