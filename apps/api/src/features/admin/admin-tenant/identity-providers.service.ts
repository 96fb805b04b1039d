import type { CreateIdentityProviderInput, UpdateIdentityProviderInput } from '@podium/contracts/admin/admin-tenant-auth';
import type { Config } from '../../../config/config';
import type { Database } from '../../../db/client';
import { DomainError } from '../../../errors/domain-error';
import type { Clock } from '../../../platform/clock';
import { isUniqueViolation } from '../../../platform/database-errors';
import { writeAuditEntry } from '../../../platform/audit/write-audit-entry';
import { refusedProviderUrl, sealClientSecret } from '../../sso';
import { presentProvider } from './identity-providers.presenter';
import { findProvider, insertProvider, updateProvider, type ProviderRow } from './identity-providers.repository';

export interface IdentityProviderDeps {
  db: Database;
  clock: Clock;
  config: Config;
  dataEncryptionKey: string;
}
type Tenant = { id: number; slug: string };

/** 400 with the field and the reason when an issuer or endpoint points at a non-public or http address. */
async function requireSafeUrls(config: Config, urls: Parameters<typeof refusedProviderUrl>[1]): Promise<void> {
  const refusal = await refusedProviderUrl(config, urls);
  if (refusal) throw new DomainError('VALIDATION_FAILED', refusal);
}

/** The columns to write: the secret sealed for this tenant and connection, never in clear. */
function toColumns<T extends { clientSecret?: string | null; clientSecretEnv?: undefined }>(
  dataEncryptionKey: string,
  tenantId: number,
  connection: ProviderRow['connection'],
  { clientSecret, clientSecretEnv: _refused, ...fields }: T,
) {
  if (clientSecret === undefined) return fields;
  return {
    ...fields,
    clientSecretSealed: clientSecret === null ? null : sealClientSecret(dataEncryptionKey, { tenantId, connection }, clientSecret),
  };
}

/** Adds a provider (one per connection), audited without its secret. */
export async function createProvider(
  deps: IdentityProviderDeps,
  tenant: Tenant,
  actorUserId: number,
  body: CreateIdentityProviderInput,
): Promise<ProviderRow> {
  const now = deps.clock.now();
  await requireSafeUrls(deps.config, body);
  try {
    return await deps.db.transaction(async (tx) => {
      const created = await insertProvider(tx, tenant.id, toColumns(deps.dataEncryptionKey, tenant.id, body.connection, body), now);
      await writeAuditEntry(tx, {
        tenantId: tenant.id,
        actorUserId,
        action: 'identity-provider.created',
        entity: 'identity_provider',
        entityId: created.id,
        before: null,
        after: presentProvider(deps, tenant, created),
        at: now,
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DomainError('CONFLICT', `This site already has a ${body.connection} provider. Edit that one instead.`);
    }
    throw error;
  }
}

/** Changes the fields sent (a new secret is sealed), audited without the secret. */
export async function changeProvider(
  deps: IdentityProviderDeps,
  tenant: Tenant,
  actorUserId: number,
  providerId: number,
  body: UpdateIdentityProviderInput,
): Promise<ProviderRow> {
  const before = await findProvider(deps.db, tenant.id, providerId);
  if (!before) throw new DomainError('NOT_FOUND', 'Sign-in provider not found on this site.');
  await requireSafeUrls(deps.config, body);
  return deps.db.transaction(async (tx) => {
    const updated = await updateProvider(tx, before.id, toColumns(deps.dataEncryptionKey, tenant.id, before.connection, body));
    await writeAuditEntry(tx, {
      tenantId: tenant.id,
      actorUserId,
      action: 'identity-provider.updated',
      entity: 'identity_provider',
      entityId: before.id,
      before: presentProvider(deps, tenant, before),
      after: presentProvider(deps, tenant, updated),
      at: deps.clock.now(),
    });
    return updated;
  });
}
