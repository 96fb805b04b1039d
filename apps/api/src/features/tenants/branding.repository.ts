import { eq } from 'drizzle-orm';
import type { SiteSettings } from '@podium/contracts/tenant/tenant-config';
import type { StoredBranding } from '@podium/contracts/branding/branding';
import type { Database } from '../../db/client';
import { tenants } from '../../db/schema/index';
import type { TenantRow } from './tenant.repository';

/** The tenant's row, locked until the transaction ends (branding is changed read-modify-write). */
export async function lockTenantForBranding(db: Database, tenantId: number): Promise<TenantRow | undefined> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).for('update');
  return tenant;
}

export async function saveBranding(db: Database, tenantId: number, settings: SiteSettings, branding: StoredBranding): Promise<TenantRow> {
  const [after] = await db.update(tenants).set({ settings, branding }).where(eq(tenants.id, tenantId)).returning();
  return after!;
}

/** What a printed document's brand needs of the tenant: its names, settings (logo, site title) and colours. */
export async function findTenantLook(db: Database, tenantId: number) {
  const [row] = await db
    .select({ name: tenants.name, settings: tenants.settings, branding: tenants.branding })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row;
}
