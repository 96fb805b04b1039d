import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityProviders } from '../../db/schema/index';
import type { SsoConnectionName } from '@podium/contracts/sso/sso-login';

export type IdentityProviderRow = typeof identityProviders.$inferSelect;

/** The tenant's enabled identity providers (one per connection at most). */
export async function listEnabledIdentityProviders(db: Database, tenantId: number): Promise<IdentityProviderRow[]> {
  return db
    .select()
    .from(identityProviders)
    .where(and(eq(identityProviders.tenantId, tenantId), eq(identityProviders.isEnabled, true)));
}

export async function findEnabledIdentityProvider(
  db: Database,
  tenantId: number,
  connection: SsoConnectionName,
): Promise<IdentityProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(
      and(eq(identityProviders.tenantId, tenantId), eq(identityProviders.connection, connection), eq(identityProviders.isEnabled, true)),
    );
  return row;
}
