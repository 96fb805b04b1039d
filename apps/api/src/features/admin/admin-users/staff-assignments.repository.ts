import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { events, staffEventAssignments, users } from '../../../db/schema/index';

/** The person's id and role, when they are of this tenant. */
export async function findTenantUserRole(db: Database, tenantId: number, userId: number) {
  const [user] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  return user;
}

export async function listAssignedEventIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ eventId: staffEventAssignments.eventId })
    .from(staffEventAssignments)
    .where(eq(staffEventAssignments.userId, userId))
    .orderBy(asc(staffEventAssignments.eventId));
  return rows.map((row) => row.eventId);
}

/** Which of these ids name events of this tenant. */
export async function findTenantEventIds(db: Database, tenantId: number, eventIds: number[]): Promise<Set<number>> {
  const found = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), inArray(events.id, eventIds)));
  return new Set(found.map((row) => row.id));
}

/** Replaces the person's assignments with these events (none: every event). */
export async function replaceAssignments(db: Database, userId: number, eventIds: number[], at: Date): Promise<void> {
  await db.delete(staffEventAssignments).where(eq(staffEventAssignments.userId, userId));
  if (eventIds.length > 0) {
    await db.insert(staffEventAssignments).values(eventIds.map((eventId) => ({ userId, eventId, createdAt: at })));
  }
}
