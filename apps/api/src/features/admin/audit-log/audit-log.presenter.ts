import type { AuditLogEntry } from '@podium/contracts/admin/audit-log';
import type { AuditEntryRow } from './audit-log.repository';

/** An audit row as the console shows it: an entry without an actor (a system change) says null. */
export function presentAuditEntry({ entry, actor }: AuditEntryRow): AuditLogEntry {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor: actor?.id ? actor : null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
  };
}
