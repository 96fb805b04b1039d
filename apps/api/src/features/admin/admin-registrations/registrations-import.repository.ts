import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { companies, registrations } from '../../../db/schema/index';

/** The registrations (any status) of these people, in every category. */
export function listRegistrationsOfUsers(db: Database, userIds: number[]) {
  return db
    .select({ userId: registrations.userId, eventSportCategoryId: registrations.eventSportCategoryId, status: registrations.status })
    .from(registrations)
    .where(inArray(registrations.userId, userIds));
}

/** The site's company with this name (compared in lower case), or undefined. */
export async function findCompanyByLowerName(db: Database, tenantId: number, lowerCaseName: string) {
  const [found] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), sql`lower(${companies.name}) = ${lowerCaseName}`))
    .limit(1);
  return found;
}

/** A company listed by an admin: approved at once (typed free-text companies start pending). */
export async function insertListedCompany(db: Database, tenantId: number, name: string): Promise<number> {
  const [made] = await db.insert(companies).values({ tenantId, name }).returning({ id: companies.id });
  return made!.id;
}

/** Registers the person, confirmed, in the category and team: a withdrawn or pending row of theirs is confirmed instead. */
export async function upsertConfirmedRegistration(
  db: Database,
  values: { userId: number; eventSportCategoryId: number; teamId: number | null },
): Promise<number> {
  const [registration] = await db
    .insert(registrations)
    .values({ ...values, status: 'confirmed' })
    .onConflictDoUpdate({
      target: [registrations.userId, registrations.eventSportCategoryId],
      set: { status: 'confirmed', teamId: values.teamId },
    })
    .returning({ id: registrations.id });
  return registration!.id;
}
