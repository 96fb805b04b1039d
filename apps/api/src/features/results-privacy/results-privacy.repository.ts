import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { companies, eventSportCategories, sports, teams, tenants, users } from '../../db/schema/index';
import type { SoloEntrant } from './public-names';

export async function findPublicNamePolicy(db: Database, tenantId: number) {
  const [row] = await db.select({ publicNames: tenants.publicNames }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.publicNames ?? 'full';
}

/**
 * The one-person teams of an event's individual sports, with the person behind each: the one the
 * draw made the team for (`createdByUserId`), not whoever holds a registration on it now: a person
 * who withdrew and entered again has a new registration without the team, and the drawn team still
 * plays under their name.
 */
export async function listSoloEntrants(db: Database, eventId: number): Promise<SoloEntrant[]> {
  const personCompany = alias(companies, 'person_company');
  const rows = await db
    .select({
      teamId: teams.id,
      eventSportCategoryId: teams.eventSportCategoryId,
      teamName: teams.name,
      personName: users.name,
      personCompany: personCompany.name,
      teamCompany: companies.name,
      hidesName: users.hideNameOnPublicPages,
      erasedAt: users.erasedAt,
    })
    .from(teams)
    .innerJoin(eventSportCategories, eq(eventSportCategories.id, teams.eventSportCategoryId))
    .innerJoin(sports, and(eq(sports.id, eventSportCategories.sportId), eq(sports.isTeamSport, false)))
    .leftJoin(users, eq(users.id, teams.createdByUserId))
    .leftJoin(personCompany, eq(personCompany.id, users.companyId))
    .leftJoin(companies, eq(companies.id, teams.companyId))
    .where(eq(eventSportCategories.eventId, eventId));
  // An erased person's name is gone: their entry is shown like a hidden one.
  return rows.map(({ erasedAt, personCompany: ownCompany, teamCompany, ...row }) => ({
    ...row,
    companyName: ownCompany ?? teamCompany,
    hidesName: (row.hidesName ?? false) || erasedAt !== null,
  }));
}
