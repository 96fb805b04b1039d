import { sql } from 'drizzle-orm';
import type { AttendanceSummary } from '@podium/contracts/staff/attendance-summary';
import type { Database } from '../../../db/client';
import { listEventStaffCategories } from '../staff-events/staff-events.repository';

interface GroupRow extends Record<string, unknown> {
  escId: number | null;
  sportId: number | null;
  venueId: number | null;
  groupKind: 'category' | 'sport' | 'venue' | 'total';
  participants: number;
  visitors: number;
  people: number;
  records: number;
  offline: number;
}

const zero = { participants: 0, visitors: 0 };

/**
 * Counts one event day's live check-ins (undone records and check-outs left out) in one query
 * with grouping sets: by sport category, by sport, by venue and in total. A person is counted once
 * per group, as a participant when any of their records there is a participant one.
 */
export async function readAttendanceSummary(db: Database, eventId: number, day: string, now: Date): Promise<AttendanceSummary> {
  const result = await db.execute<GroupRow>(sql`
    with live as (
      select a.user_id, a.event_sport_category_id as esc_id, esc.sport_id, esc.venue_id,
        bool_or(a.attendance_type = 'participant') as is_participant, bool_or(a.is_offline) as is_offline, count(*)::int as records
      from attendance a
      join event_sport_categories esc on esc.id = a.event_sport_category_id
      where a.event_id = ${eventId} and a.event_day = ${day}::date and a.direction = 'check-in' and a.undone_at is null
      group by grouping sets ((a.user_id, a.event_sport_category_id, esc.sport_id, esc.venue_id), (a.user_id, esc.sport_id), (a.user_id, esc.venue_id), (a.user_id))
    )
    select esc_id as "escId", sport_id as "sportId", venue_id as "venueId",
      case when esc_id is not null then 'category' when sport_id is not null then 'sport' when venue_id is not null then 'venue' else 'total' end as "groupKind",
      count(*) filter (where is_participant)::int as participants,
      count(*) filter (where not is_participant)::int as visitors,
      count(*)::int as people,
      count(*) filter (where is_offline)::int as offline,
      sum(records)::int as records
    from live
    group by esc_id, sport_id, venue_id
  `);
  const categories = await listEventStaffCategories(db, eventId);
  const registered = await db.execute<{ escId: number; count: number }>(sql`
    select r.event_sport_category_id as "escId", count(*)::int as count from registrations r
    join event_sport_categories esc on esc.id = r.event_sport_category_id
    where esc.event_id = ${eventId} and r.status = 'confirmed' group by r.event_sport_category_id
  `);
  const rows = result.rows;
  const find = (kind: GroupRow['groupKind'], key: 'escId' | 'sportId' | 'venueId' | null, id: number | null) =>
    rows.find((row) => row.groupKind === kind && (key === null || row[key] === id));
  const split = (row: GroupRow | undefined) => (row ? { participants: row.participants, visitors: row.visitors } : zero);
  const total = find('total', null, null);
  const sports = new Map(categories.map((category) => [category.sportId, category.sportName]));
  const venues = new Map(categories.map((category) => [category.venueId, category.venueName]));
  return {
    eventId,
    day,
    total: {
      people: total?.people ?? 0,
      records: rows.filter((row) => row.groupKind === 'category').reduce((sum, row) => sum + row.records, 0),
      offline: total?.offline ?? 0,
      ...split(total),
    },
    bySport: [...sports].map(([sportId, sportName]) => ({ sportId, sportName, ...split(find('sport', 'sportId', sportId)) })),
    byCategory: categories.map((category) => ({
      eventSportCategoryId: category.id,
      sportName: category.sportName,
      categoryName: category.categoryName,
      venueName: category.venueName,
      registered: registered.rows.find((row) => row.escId === category.id)?.count ?? 0,
      ...split(find('category', 'escId', category.id)),
    })),
    byVenue: [...venues].map(([venueId, venueName]) => ({ venueId, venueName, ...split(find('venue', 'venueId', venueId)) })),
    computedAt: now.toISOString(),
  };
}
