import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { StaffAttendanceRecord } from '@podium/contracts/staff/staff-people';
import type { Database } from '../../../db/client';
import { attendance, registrations } from '../../../db/schema/index';

interface RecordRow extends Record<string, unknown> {
  id: number;
  userId: number;
  eventId: number;
  eventSportCategoryId: number;
  sportName: string;
  categoryName: string;
  venueName: string;
  day: string;
  type: 'participant' | 'visitor';
  direction: 'check-in' | 'check-out';
  method: 'scan' | 'staff-scan' | 'manual';
  recordedAt: string | Date;
  reason: string | null;
  undoneAt: string | Date | null;
  undoReason: string | null;
  isOffline: boolean;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** Attendance records matching `where` (over alias `a`), with sport, category and venue names. */
export async function selectAttendanceRecords(
  db: Database,
  where: SQL,
): Promise<(StaffAttendanceRecord & { userId: number; eventId: number })[]> {
  const result = await db.execute<RecordRow>(sql`
    select a.id, a.user_id as "userId", a.event_id as "eventId", a.event_sport_category_id as "eventSportCategoryId",
      s.name as "sportName", sc.name as "categoryName", v.name as "venueName", a.event_day::text as day,
      a.attendance_type as type, a.direction, a.method, a.recorded_at as "recordedAt", a.reason,
      a.undone_at as "undoneAt", a.undo_reason as "undoReason", a.is_offline as "isOffline"
    from attendance a
    join event_sport_categories esc on esc.id = a.event_sport_category_id
    join sports s on s.id = esc.sport_id
    join sport_categories sc on sc.id = esc.sport_category_id
    join venues v on v.id = esc.venue_id
    where ${where}
    order by a.recorded_at, a.id
  `);
  return result.rows.map((row) => ({ ...row, recordedAt: iso(row.recordedAt)!, undoneAt: iso(row.undoneAt) }));
}

/**
 * Records a check-in made by staff (manual or by reading the personal code), or finds the live one
 * already there. An undone record of the same person, category and day comes back to life with the
 * new method and reason (the unique index allows one row per day and direction).
 */
export async function recordStaffCheckIn(
  db: Database,
  input: {
    tenantId: number;
    eventId: number;
    userId: number;
    eventSportCategoryId: number;
    day: string;
    type: 'participant' | 'visitor';
    method: 'manual' | 'staff-scan';
    staffUserId: number;
    reason: string | null;
    isOffline: boolean;
    now: Date;
  },
): Promise<{ id: number; isNew: boolean }> {
  const written = await db.execute<{ id: number }>(sql`
    insert into attendance (tenant_id, event_id, user_id, event_sport_category_id, event_day, attendance_type, direction, method,
      recorded_by_user_id, reason, recorded_at, is_offline)
    values (${input.tenantId}, ${input.eventId}, ${input.userId}, ${input.eventSportCategoryId}, ${input.day}::date, ${input.type}, 'check-in',
      ${input.method}, ${input.staffUserId}, ${input.reason}, ${input.now.toISOString()}::timestamptz, ${input.isOffline})
    on conflict (user_id, event_sport_category_id, event_day, direction) do update set
      attendance_type = excluded.attendance_type, method = excluded.method, recorded_by_user_id = excluded.recorded_by_user_id,
      reason = excluded.reason, recorded_at = excluded.recorded_at, scan_id = null, is_offline = excluded.is_offline,
      undone_at = null, undone_by_user_id = null, undo_reason = null
    where attendance.undone_at is not null
    returning id
  `);
  const id = written.rows[0]?.id;
  if (id !== undefined) return { id, isNew: true };
  const existing = await db.execute<{ id: number }>(sql`
    select id from attendance where user_id = ${input.userId} and event_sport_category_id = ${input.eventSportCategoryId}
      and event_day = ${input.day}::date and direction = 'check-in'
  `);
  return { id: existing.rows[0]!.id, isNew: false };
}

/** One attendance record by id (scoped to the tenant when given), with its names. */
export async function findAttendanceRecord(db: Database, attendanceId: number, tenantId?: number) {
  const [record] = await selectAttendanceRecords(
    db,
    tenantId === undefined ? sql`a.id = ${attendanceId}` : sql`a.id = ${attendanceId} and a.tenant_id = ${tenantId}`,
  );
  return record;
}

/** The person's confirmed registration in the category, if any (a participant, not a visitor). */
export async function findConfirmedRegistrationId(db: Database, userId: number, eventSportCategoryId: number) {
  const [registration] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.userId, userId),
        eq(registrations.eventSportCategoryId, eventSportCategoryId),
        eq(registrations.status, 'confirmed'),
      ),
    );
  return registration;
}

export async function markAttendanceUndone(db: Database, attendanceId: number, undo: { at: Date; byUserId: number; reason: string }) {
  await db
    .update(attendance)
    .set({ undoneAt: undo.at, undoneByUserId: undo.byUserId, undoReason: undo.reason })
    .where(eq(attendance.id, attendanceId));
}
