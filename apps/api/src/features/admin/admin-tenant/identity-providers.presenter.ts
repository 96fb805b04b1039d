import type { AdminIdentityProvider } from '@podium/contracts/admin/admin-tenant-auth';
import type { Config } from '../../../config/config';
import { clientSecretOf, operatorSecretVariable } from '../../sso';
import type { ProviderRow } from './identity-providers.repository';

/**
 * A provider as the console shows it: whether it has a client secret, never the secret or its
 * ciphertext. Only this row's own secret or its own operator variable count: no admin input
 * names a variable.
 */
export function presentProvider(
  keys: { config: Config; dataEncryptionKey: string },
  tenant: { id: number; slug: string },
  { tenantId: _tenantId, createdAt, clientSecretEnv: _legacy, clientSecretSealed, ...row }: ProviderRow,
): AdminIdentityProvider {
  return {
    ...row,
    secretConfigured: clientSecretOf(keys, tenant, { ...row, clientSecretSealed }) !== undefined,
    secretVariable: operatorSecretVariable(tenant.slug, row.connection),
    createdAt: createdAt.toISOString(),
  };
}
