import type { AuditLogEntry } from '@podium/contracts/admin/audit-log';
import type { AuditEntryRow } from './audit-log.repository';
import { auditedKey } from './audited-names';

/** An audit row as the console shows it: an entry without an actor (a system change) says null. */
export function presentAuditEntry({ entry, actor }: AuditEntryRow, names: Map<string, string>): AuditLogEntry {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor: actor?.id ? actor : null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    entityName: names.get(auditedKey(entry.entity, entry.entityId)) ?? null,
    before: entry.before,
    after: entry.after,
  };
}
