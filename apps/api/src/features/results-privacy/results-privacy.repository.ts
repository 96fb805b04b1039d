import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, eventSportCategories, registrations, sports, teams, tenants, users } from '../../db/schema/index';
import type { SoloEntrant } from './public-names';

export async function findPublicNamePolicy(db: Database, tenantId: number) {
  const [row] = await db.select({ publicNames: tenants.publicNames }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.publicNames ?? 'full';
}

/** The one-person teams of an event's individual sports, with the person behind each. */
export async function listSoloEntrants(db: Database, eventId: number): Promise<SoloEntrant[]> {
  const rows = await db
    .select({
      teamId: teams.id,
      eventSportCategoryId: teams.eventSportCategoryId,
      teamName: teams.name,
      personName: users.name,
      companyName: companies.name,
      hidesName: users.hideNameOnPublicPages,
      erasedAt: users.erasedAt,
    })
    .from(teams)
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, teams.eventSportCategoryId))
    .innerJoin(sports, and(eq(sports.id, eventSportCategories.sportId), eq(sports.isTeamSport, false)))
    .innerJoin(registrations, eq(registrations.teamId, teams.id))
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(eventSportCategories.eventId, eventId));
  // An erased person's name is gone: their entry is shown like a hidden one.
  return rows.map(({ erasedAt, ...row }) => ({ ...row, hidesName: row.hidesName || erasedAt !== null }));
}
