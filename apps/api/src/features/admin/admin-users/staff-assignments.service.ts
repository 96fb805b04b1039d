import type { StaffAssignments } from '@podium/contracts/admin/staff-assignments';
import type { Database } from '../../../db/client';
import { DomainError } from '../../../errors/domain-error';
import type { Clock } from '../../../platform/clock';
import { writeAuditEntry } from '../../../platform/audit/write-audit-entry';
import { findTenantEventIds, findTenantUserRole, listAssignedEventIds, replaceAssignments } from './staff-assignments.repository';

/** The events a staff member of this tenant works; none means every event. */
export async function readAssignments(db: Database, tenantId: number, userId: number): Promise<StaffAssignments> {
  const user = await findTenantUserRole(db, tenantId, userId);
  if (!user) throw new DomainError('NOT_FOUND', 'User not found on this site.');
  const eventIds = await listAssignedEventIds(db, user.id);
  return { userId: user.id, role: user.role, eventIds, allEvents: eventIds.length === 0 };
}

/** Sets the events a staff member works; every id must be an event of this tenant. Audited. */
export async function setAssignments(
  db: Database,
  clock: Clock,
  actor: { tenantId: number; userId: number },
  userId: number,
  eventIds: number[],
): Promise<StaffAssignments> {
  const before = await readAssignments(db, actor.tenantId, userId);
  const wanted = [...new Set(eventIds)].sort((a, b) => a - b);
  if (wanted.length > 0) {
    const known = await findTenantEventIds(db, actor.tenantId, wanted);
    const unknown = wanted.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new DomainError('VALIDATION_FAILED', `No event of this site has the id ${unknown.join(', ')}. Pick events from the list.`);
    }
  }
  await db.transaction(async (tx) => {
    await replaceAssignments(tx, before.userId, wanted, clock.now());
    await writeAuditEntry(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      action: 'user.staff-events-set',
      entity: 'user',
      entityId: before.userId,
      before: { eventIds: before.eventIds },
      after: { eventIds: wanted },
      at: clock.now(),
    });
  });
  return readAssignments(db, actor.tenantId, before.userId);
}
