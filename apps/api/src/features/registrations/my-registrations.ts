import type { Database } from '../../db/client';
import { listCategoryPlacings, listUpcomingFixtures, listUserRegistrations } from './registrations.repository';
import { presentMyRegistration } from './registrations.presenter';
import { listTeamMembers } from './team-invites.repository';

/** The person's registrations (all events, or one) as the contract shows them, with next fixture, result and team roster. */
export async function myRegistrations(db: Database, userId: number, now: Date, eventId?: number) {
  const rows = await listUserRegistrations(db, userId, eventId);
  const categoryIds = rows.map((row) => row.registration.eventSportCategoryId);
  const teamIds = rows.flatMap((row) => (row.team && row.isTeamSport && row.registration.status !== 'withdrawn' ? [row.team.id] : []));
  const [upcoming, categoryPlacings, members] = await Promise.all([
    listUpcomingFixtures(db, categoryIds),
    listCategoryPlacings(db, categoryIds),
    listTeamMembers(db, teamIds),
  ]);
  return rows.map((row) => presentMyRegistration(row, upcoming, categoryPlacings, members, now));
}
