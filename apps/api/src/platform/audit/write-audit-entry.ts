import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/index';

/** One admin change: who did what to which thing, what it was before and after. */
export interface AuditEntry {
  tenantId: number;
  /** Null for a change nobody made by hand (a provider's webhook, a job). */
  actorUserId: number | null;
  /** Verb in the past, dotted by area: `event.created`, `user.role-changed`, `company.merged`. */
  action: string;
  /** The table-level kind of thing changed: `event`, `venue`, `user`, `company`, `tenant`, ... */
  entity: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
  at: Date;
}

/**
 * Writes one audit row. Call it with the transaction of the change itself, so a change and its
 * audit row are committed together or not at all.
 */
export async function writeAuditEntry(db: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: entry.tenantId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: entry.at,
  });
}

/** Who made a change: the signed-in admin or staff member, in their tenant. */
export interface AuditActor {
  tenantId: number;
  userId: number;
}

/** writeAuditEntry for a change that `actor` made at `at`. */
export function writeActorAudit(
  db: Database,
  actor: AuditActor,
  at: Date,
  change: Pick<AuditEntry, 'action' | 'entity' | 'entityId' | 'before' | 'after'>,
): Promise<void> {
  return writeAuditEntry(db, { ...change, tenantId: actor.tenantId, actorUserId: actor.userId, at });
}

/**
 * Clears what earlier audit entries about the person recorded of them (an admin's edit of their
 * phone or name keeps its before/after): who did what, and when, stays.
 */
export async function scrubAuditEntriesAbout(db: Database, tenantId: number, userId: number): Promise<void> {
  await db
    .update(auditLog)
    .set({ before: null, after: null })
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId))));
}
