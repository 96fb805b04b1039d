import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { StaffPerson } from '@podium/contracts/staff/staff-people';
import type { Database } from '../../../db/client';
import { companies, eventSportCategories, registrations, sportCategories, sports, teams, users } from '../../../db/schema/index';
import { selectAttendanceRecords } from './attendance-records.repository';
import { withSportAndCategory } from '../../../db/event-sport-category-join';

const SEARCH_LIMIT = 20;

/** People of the tenant whose name, phone or email contains `search`, with their registrations at the event and the day's records. */
export async function searchPeople(
  db: Database,
  input: { tenantId: number; eventId: number; search: string; day: string },
): Promise<StaffPerson[]> {
  const pattern = `%${input.search.replace(/[%_\\]/g, (character) => `\\${character}`)}%`;
  const found = await db
    .select({ id: users.id, name: users.name, phone: users.phone, email: users.email, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(eq(users.tenantId, input.tenantId), or(ilike(users.name, pattern), ilike(users.phone, pattern), ilike(users.email, pattern))),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(SEARCH_LIMIT);
  if (found.length === 0) return [];
  const ids = found.map((person) => person.id);
  const registered = await withSportAndCategory(
    db
      .select({
        userId: registrations.userId,
        eventSportCategoryId: registrations.eventSportCategoryId,
        sportName: sports.name,
        categoryName: sportCategories.name,
        teamName: teams.name,
      })
      .from(registrations)
      .$dynamic(),
    registrations.eventSportCategoryId,
  )
    .leftJoin(teams, eq(teams.id, registrations.teamId))
    .where(and(inArray(registrations.userId, ids), eq(eventSportCategories.eventId, input.eventId), eq(registrations.status, 'confirmed')));
  const records = await selectAttendanceRecords(
    db,
    sql`a.event_id = ${input.eventId} and a.event_day = ${input.day}::date and a.user_id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return found.map((person) => ({
    ...person,
    registrations: registered.filter((row) => row.userId === person.id).map(({ userId: _user, ...row }) => row),
    attendance: records.filter((record) => record.userId === person.id).map(({ userId: _user, eventId: _event, ...record }) => record),
  }));
}
