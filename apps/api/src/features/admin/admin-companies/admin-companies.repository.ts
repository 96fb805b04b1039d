import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { companies } from '../../../db/schema/index';
import { moveCompanyTeams } from '../../tournaments';
import { moveCompanyPeople } from '../../users';

/** A company as the console lists it, with how many people and teams name it. */
function selectCompanies(db: Database) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      status: companies.status,
      people: sql<number>`(select count(*)::int from users u where u.company_id = "companies"."id")`,
      teams: sql<number>`(select count(*)::int from teams t where t.company_id = "companies"."id")`,
    })
    .from(companies);
}

export type AdminCompanyRow = Awaited<ReturnType<ReturnType<typeof selectCompanies>['execute']>>[number];

/** The tenant's companies, pending ones first, by name. */
export function listCompanies(db: Database, tenantId: number, status?: 'pending' | 'approved') {
  const conditions: SQL[] = [eq(companies.tenantId, tenantId)];
  if (status) conditions.push(eq(companies.status, status));
  return selectCompanies(db)
    .where(and(...conditions))
    .orderBy(asc(companies.status), asc(companies.name));
}

/** One company of the tenant; undefined for another tenant's or a missing id. */
export async function findCompany(db: Database, tenantId: number, companyId: number): Promise<AdminCompanyRow | undefined> {
  const [row] = await selectCompanies(db).where(and(eq(companies.id, companyId), eq(companies.tenantId, tenantId)));
  return row;
}

export async function approveCompany(db: Database, companyId: number): Promise<void> {
  await db.update(companies).set({ status: 'approved' }).where(eq(companies.id, companyId));
}

/** Moves the source company's people and teams to the target, then removes the source. */
export async function mergeCompany(db: Database, sourceId: number, targetId: number): Promise<void> {
  await moveCompanyPeople(db, sourceId, targetId);
  await moveCompanyTeams(db, sourceId, targetId);
  await db.delete(companies).where(eq(companies.id, sourceId));
}
