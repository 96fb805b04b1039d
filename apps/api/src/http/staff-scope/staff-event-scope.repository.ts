import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendance, staffEventAssignments } from '../../db/schema/index';

/** The event ids a staff member is assigned to (none: every event). */
export async function listAssignedEventIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ eventId: staffEventAssignments.eventId })
    .from(staffEventAssignments)
    .where(eq(staffEventAssignments.userId, userId));
  return rows.map((row) => row.eventId);
}

/** The event of an attendance record of this tenant, or null. */
export async function findAttendanceEventId(db: Database, tenantId: number, attendanceId: number): Promise<number | null> {
  const [row] = await db
    .select({ eventId: attendance.eventId })
    .from(attendance)
    .where(and(eq(attendance.id, attendanceId), eq(attendance.tenantId, tenantId)));
  return row?.eventId ?? null;
}
