import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { identityProviders } from '../../../db/schema/index';

export type ProviderRow = typeof identityProviders.$inferSelect;
type ProviderColumns = Partial<Omit<ProviderRow, 'id' | 'tenantId' | 'createdAt'>>;

export function listProviders(db: Database, tenantId: number): Promise<ProviderRow[]> {
  return db.select().from(identityProviders).where(eq(identityProviders.tenantId, tenantId)).orderBy(asc(identityProviders.id));
}

export async function findProvider(db: Database, tenantId: number, providerId: number): Promise<ProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(and(eq(identityProviders.id, providerId), eq(identityProviders.tenantId, tenantId)));
  return row;
}

/** One per tenant and connection: a second one fails the unique index (the service says so). */
export async function insertProvider(db: Database, tenantId: number, columns: ProviderColumns, at: Date): Promise<ProviderRow> {
  const [created] = await db
    .insert(identityProviders)
    .values({ ...(columns as Omit<ProviderRow, 'id' | 'tenantId' | 'createdAt'>), tenantId, createdAt: at })
    .returning();
  return created!;
}

export async function updateProvider(db: Database, providerId: number, columns: ProviderColumns): Promise<ProviderRow> {
  const [updated] = await db.update(identityProviders).set(columns).where(eq(identityProviders.id, providerId)).returning();
  return updated!;
}
