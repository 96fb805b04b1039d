import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { auditLog, users } from '../../../db/schema/index';

export type AuditLogFilter = { entity?: string; beforeId?: number; limit: number };

/** The tenant's audit entries, newest first, each with its actor's name and phone when there was one. */
export function listAuditEntries(db: Database, tenantId: number, { entity, beforeId, limit }: AuditLogFilter) {
  const conditions: SQL[] = [eq(auditLog.tenantId, tenantId)];
  if (entity) conditions.push(eq(auditLog.entity, entity));
  if (beforeId) conditions.push(lt(auditLog.id, beforeId));
  return db
    .select({ entry: auditLog, actor: { id: users.id, name: users.name, phone: users.phone } })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

export type AuditEntryRow = Awaited<ReturnType<typeof listAuditEntries>>[number];
