import type { Database } from '../../../db/client';
import type { AuditEntryRow } from './audit-log.repository';
import { findAuditedNames, isNamedEntity } from './audited-names.repository';

/** The key of one audited thing in the map `nameAuditedThings` answers. */
export const auditedKey = (entity: string, entityId: string | null) => `${entity}:${entityId ?? ''}`;

/** An id as the log stores it (text): a positive int4, written plainly, else no lookup at all. */
const STORED_ID = /^[1-9]\d{0,9}$/;
const MAX_INT4 = 2_147_483_647;
const idOf = (entityId: string | null) => (entityId && STORED_ID.test(entityId) && Number(entityId) <= MAX_INT4 ? Number(entityId) : null);

/** Names for the things a page of audit entries is about, one query per kind of thing. */
export async function nameAuditedThings(db: Database, tenantId: number, rows: AuditEntryRow[]) {
  const idsByEntity = new Map<string, Set<number>>();
  for (const { entry } of rows) {
    const id = idOf(entry.entityId);
    if (!isNamedEntity(entry.entity) || id === null) continue;
    idsByEntity.set(entry.entity, (idsByEntity.get(entry.entity) ?? new Set()).add(id));
  }
  const names = new Map<string, string>();
  for (const [entity, ids] of idsByEntity) {
    for (const { id, name } of await findAuditedNames(db, tenantId, entity, [...ids])) names.set(auditedKey(entity, String(id)), name);
  }
  return names;
}
