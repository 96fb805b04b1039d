import { eq } from 'drizzle-orm';
import type { TenantIntegrations } from '@podium/contracts/integrations/third-party-scripts';
import type { Database } from '../../db/client';
import { tenants } from '../../db/schema/index';

export type TenantRow = typeof tenants.$inferSelect;

/** Replaces the tenant's third-party scripts; returns the tenant as it is now. */
export async function updateTenantIntegrations(db: Database, tenantId: number, integrations: TenantIntegrations): Promise<TenantRow> {
  const [after] = await db.update(tenants).set({ integrations }).where(eq(tenants.id, tenantId)).returning();
  return after!;
}
