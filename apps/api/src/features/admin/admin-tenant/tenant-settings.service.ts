import type { TenantSettings, UpdateTenantSettings } from '@podium/contracts/admin/tenant-settings';
import { parseOrigin } from '@podium/contracts/tenant/canonical-origin';
import type { Database } from '../../../db/client';
import { DomainError } from '../../../errors/domain-error';
import type { Clock } from '../../../platform/clock';
import { writeAuditEntry } from '../../../platform/audit/write-audit-entry';
import { isAllowedCanonicalOrigin, type TenantRow } from '../../tenants';
import { presentSettings } from './tenant-settings.presenter';
import { lockTenant, updateTenant } from './tenant-settings.repository';

/**
 * Changes only the settings sent, audited with their values before and after. A canonical origin
 * must be https (plain http only for localhost outside production).
 */
export async function changeTenantSettings(
  db: Database,
  clock: Clock,
  actor: { tenantId: number; userId: number },
  body: UpdateTenantSettings,
  isProduction: boolean,
): Promise<TenantRow> {
  if (Object.keys(body).length === 0) throw new DomainError('VALIDATION_FAILED', 'Send at least one setting to change.');
  const changes = { ...body };
  if (changes.canonicalOrigin) {
    const origin = parseOrigin(changes.canonicalOrigin)!;
    if (!isAllowedCanonicalOrigin(origin, isProduction)) {
      throw new DomainError('VALIDATION_FAILED', 'Use an https origin (plain http only for localhost).');
    }
    changes.canonicalOrigin = origin;
  }
  return db.transaction(async (tx) => {
    const current = (await lockTenant(tx, actor.tenantId))!;
    const after = await updateTenant(tx, current.id, changes as Partial<TenantRow>);
    const changed = Object.keys(body) as (keyof TenantSettings)[];
    const pick = (row: TenantRow) => Object.fromEntries(changed.map((key) => [key, presentSettings(row)[key]]));
    await writeAuditEntry(tx, {
      tenantId: current.id,
      actorUserId: actor.userId,
      action: 'tenant.settings-changed',
      entity: 'tenant',
      entityId: current.id,
      before: pick(current),
      after: pick(after),
      at: clock.now(),
    });
    return after;
  });
}
