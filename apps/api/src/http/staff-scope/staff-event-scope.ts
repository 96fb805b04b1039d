import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { findAttendanceEventId, listAssignedEventIds } from './staff-event-scope.repository';
import { DomainError } from '../../errors/domain-error';

const NOT_YOUR_EVENT = 'You are not staff at this event. Ask an admin of this site to add it to your events.';

/**
 * The events a user may work as staff: null means every event (admins, and staff with no
 * assignments — the default); otherwise the assigned event ids.
 */
export async function staffEventScope(db: Database, user: { id: number; role: string }): Promise<Set<number> | null> {
  if (user.role !== 'staff') return null;
  const eventIds = await listAssignedEventIds(db, user.id);
  return eventIds.length === 0 ? null : new Set(eventIds);
}

/**
 * Refuses (403 with a message) a staff member limited to some events when `eventId` is not one of
 * them. Every staff-facing call about one event goes through this: the /api/staff hook below and
 * the attendance-code routes under /api/events.
 */
export async function requireEventInStaffScope(db: Database, user: { id: number; role: string }, eventId: number): Promise<void> {
  refuseOutsideScope(await staffEventScope(db, user), eventId);
}

/** True when `user` may work `eventId` as staff now (admins and unassigned staff: every event). Role is checked by the caller. */
export async function isEventInStaffScope(db: Database, user: { id: number; role: string }, eventId: number): Promise<boolean> {
  const scope = await staffEventScope(db, user);
  return scope === null || scope.has(eventId);
}

function refuseOutsideScope(scope: Set<number> | null, eventId: number): void {
  if (scope !== null && !scope.has(eventId)) throw new DomainError('FORBIDDEN', NOT_YOUR_EVENT);
}

/** The event a staff call acts on: the `eventId` path parameter, the scan's body, or the undone record's event. */
async function targetEventId(db: Database, request: FastifyRequest): Promise<number | null> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (params.eventId !== undefined) return Number(params.eventId);
  if (params.attendanceId !== undefined) return findAttendanceEventId(db, request.tenant.id, Number(params.attendanceId));
  const body = request.body as { eventId?: unknown } | undefined;
  if (body && typeof body === 'object' && body.eventId !== undefined) return Number(body.eventId);
  return null;
}

/**
 * A preHandler hook of the /api/staff plugin (after consoleGuard and validation): staff limited to
 * some events get 403 with a message on every call about another event.
 */
export function staffEventGuard(db: Database) {
  return async (request: FastifyRequest): Promise<void> => {
    const scope = await staffEventScope(db, request.session.user);
    if (scope === null) return;
    const eventId = await targetEventId(db, request);
    if (eventId !== null) refuseOutsideScope(scope, eventId);
  };
}
