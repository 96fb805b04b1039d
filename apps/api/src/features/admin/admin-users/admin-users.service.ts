import type { Database } from '../../../db/client';
import { DomainError } from '../../../errors/domain-error';
import type { Clock } from '../../../platform/clock';
import { writeAuditEntry } from '../../../platform/audit/write-audit-entry';
import { KioskService } from '../../kiosk';
import { rotatePersonalCodeNonce, setUserRole } from '../../users';
import { findTenantUser, revokeLiveSessions, type UserListRow } from './admin-users.repository';

type Actor = { tenantId: number; userId: number };

export async function requireTenantUser(db: Database, clock: Clock, tenantId: number, userId: number): Promise<UserListRow> {
  const row = await findTenantUser(db, tenantId, userId, clock.now());
  if (!row) throw new DomainError('NOT_FOUND', 'User not found on this site.');
  return row;
}

/** Changes a user's role, audited; an admin cannot demote themselves (another admin must). */
export async function changeRole(
  db: Database,
  clock: Clock,
  actor: Actor,
  userId: number,
  role: 'member' | 'staff' | 'admin',
): Promise<UserListRow> {
  const before = await requireTenantUser(db, clock, actor.tenantId, userId);
  if (before.id === actor.userId && role !== 'admin') {
    throw new DomainError('CONFLICT', 'You cannot take the admin role away from yourself. Ask another admin to do it.');
  }
  await db.transaction(async (tx) => {
    await setUserRole(tx, before.id, role, clock.now());
    await writeAuditEntry(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      action: 'user.role-changed',
      entity: 'user',
      entityId: before.id,
      before: { role: before.role },
      after: { role },
      at: clock.now(),
    });
  });
  return requireTenantUser(db, clock, actor.tenantId, before.id);
}

/**
 * Ends every live session of a user, audited, and what those sessions left behind (issue 28): their
 * personal QR code gets a new nonce, so a copy kept on a lost phone (the offline profile) no longer
 * checks them in, and the kiosks they started end.
 */
export async function signOutEverywhere(db: Database, clock: Clock, actor: Actor, userId: number): Promise<UserListRow> {
  const before = await requireTenantUser(db, clock, actor.tenantId, userId);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await revokeLiveSessions(tx, before.id, now);
    await rotatePersonalCodeNonce(tx, actor.tenantId, before.id);
    await new KioskService(tx, clock).endKiosksStartedBy(actor.tenantId, before.id);
    await writeAuditEntry(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      action: 'user.signed-out-everywhere',
      entity: 'user',
      entityId: before.id,
      before: { liveSessions: before.liveSessions },
      after: { liveSessions: 0 },
      at: now,
    });
  });
  return requireTenantUser(db, clock, actor.tenantId, before.id);
}
