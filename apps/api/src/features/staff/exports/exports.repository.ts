import { sql } from 'drizzle-orm';
import type { ExportQuery } from '@podium/contracts/staff/exports';
import type { Database } from '../../../db/client';

export const EXPORT_PAGE_ROWS = 1_000;

export interface AttendanceExportRow extends Record<string, unknown> {
  id: number;
  day: string;
  recordedAt: string;
  /** The record's moment in UTC (ISO): names the event zone's abbreviation at that moment ('IST', 'BST'). */
  recordedInstant: string;
  direction: string;
  type: string;
  method: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  company: string | null;
  sport: string;
  category: string;
  venue: string;
  recordedBy: string | null;
  reason: string | null;
  undoneAt: string | null;
  undoReason: string | null;
}

const filters = (query: ExportQuery) => sql`
  ${query.sportId ? sql`and esc.sport_id = ${query.sportId}` : sql``}
  ${query.eventSportCategoryId ? sql`and esc.id = ${query.eventSportCategoryId}` : sql``}
  ${query.venueId ? sql`and esc.venue_id = ${query.venueId}` : sql``}
`;

/** One page of an event's attendance records after `afterId`, times in the event's time zone. */
export async function readAttendancePage(
  db: Database,
  eventId: number,
  query: ExportQuery,
  afterId: number,
): Promise<AttendanceExportRow[]> {
  const result = await db.execute<AttendanceExportRow>(sql`
    select a.id, a.event_day::text as day,
      to_char(a.recorded_at at time zone e.time_zone, 'YYYY-MM-DD HH24:MI:SS') as "recordedAt",
      to_char(a.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "recordedInstant",
      a.direction, a.attendance_type as type, a.method, u.name, u.phone, u.email, c.name as company,
      s.name as sport, sc.name as category, v.name as venue, staff.name as "recordedBy", a.reason,
      to_char(a.undone_at at time zone e.time_zone, 'YYYY-MM-DD HH24:MI:SS') as "undoneAt", a.undo_reason as "undoReason"
    from attendance a
    join events e on e.id = a.event_id
    join users u on u.id = a.user_id
    left join companies c on c.id = u.company_id
    left join users staff on staff.id = a.recorded_by_user_id
    join event_sport_categories esc on esc.id = a.event_sport_category_id
    join sports s on s.id = esc.sport_id
    join sport_categories sc on sc.id = esc.sport_category_id
    join venues v on v.id = esc.venue_id
    where a.event_id = ${eventId} and a.id > ${afterId}
      ${query.day ? sql`and a.event_day = ${query.day}::date` : sql``}
      ${filters(query)}
    order by a.id
    limit ${EXPORT_PAGE_ROWS}
  `);
  return result.rows;
}

export interface RegistrationExportRow extends Record<string, unknown> {
  id: number;
  registeredAt: string;
  status: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  company: string | null;
  sport: string;
  category: string;
  venue: string;
  team: string | null;
}

/** One page of an event's registrations after `afterId`. */
export async function readRegistrationPage(
  db: Database,
  eventId: number,
  query: ExportQuery,
  afterId: number,
): Promise<RegistrationExportRow[]> {
  const result = await db.execute<RegistrationExportRow>(sql`
    select r.id, to_char(r.created_at at time zone e.time_zone, 'YYYY-MM-DD HH24:MI:SS') as "registeredAt", r.status,
      u.name, u.phone, u.email, c.name as company, s.name as sport, sc.name as category, v.name as venue, t.name as team
    from registrations r
    join event_sport_categories esc on esc.id = r.event_sport_category_id
    join events e on e.id = esc.event_id
    join users u on u.id = r.user_id
    left join companies c on c.id = u.company_id
    left join teams t on t.id = r.team_id
    join sports s on s.id = esc.sport_id
    join sport_categories sc on sc.id = esc.sport_category_id
    join venues v on v.id = esc.venue_id
    where esc.event_id = ${eventId} and r.id > ${afterId}
      ${filters(query)}
    order by r.id
    limit ${EXPORT_PAGE_ROWS}
  `);
  return result.rows;
}
