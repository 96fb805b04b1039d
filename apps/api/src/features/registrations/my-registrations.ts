import type { Database } from '../../db/client';
import { listCategoryPlacings, listUpcomingFixtures, listUserRegistrations } from './registrations.repository';
import { presentMyRegistration } from './registrations.presenter';

/** The person's registrations (all events, or one) as the contract shows them, with next fixture and result. */
export async function myRegistrations(db: Database, userId: number, now: Date, eventId?: number) {
  const rows = await listUserRegistrations(db, userId, eventId);
  const categoryIds = rows.map((row) => row.registration.eventSportCategoryId);
  const [upcoming, categoryPlacings] = await Promise.all([listUpcomingFixtures(db, categoryIds), listCategoryPlacings(db, categoryIds)]);
  return rows.map((row) => presentMyRegistration(row, upcoming, categoryPlacings, now));
}
