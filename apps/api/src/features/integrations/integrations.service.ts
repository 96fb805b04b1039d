import type { TenantIntegrations } from '@podium/contracts/integrations/third-party-scripts';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { writeAuditEntry, type AuditActor } from '../../platform/audit/write-audit-entry';
import type { TenantResolver } from '../tenants';
import { updateTenantIntegrations, type TenantRow } from './integrations.repository';

export interface IntegrationsDeps {
  db: Database;
  clock: Clock;
  /** The host → tenant cache, forgotten after a change so every request sees the new scripts. */
  tenants: Pick<TenantResolver, 'invalidate'>;
}

export interface ReplaceIntegrationsCommand {
  actor: AuditActor;
  /** The scripts before the change, for the audit row. */
  before: TenantIntegrations;
  integrations: TenantIntegrations;
}

/**
 * Replaces the tenant's third-party scripts and writes the audit row in the same transaction, then
 * forgets the cached tenants. Returns the tenant as it is now.
 */
export async function replaceIntegrations(deps: IntegrationsDeps, command: ReplaceIntegrationsCommand): Promise<TenantRow> {
  const { actor } = command;
  const updated = await deps.db.transaction(async (tx) => {
    const after = await updateTenantIntegrations(tx, actor.tenantId, command.integrations);
    await writeAuditEntry(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      action: 'tenant.integrations-changed',
      entity: 'tenant',
      entityId: actor.tenantId,
      before: command.before,
      after: command.integrations,
      at: deps.clock.now(),
    });
    return after;
  });
  deps.tenants.invalidate();
  return updated;
}
