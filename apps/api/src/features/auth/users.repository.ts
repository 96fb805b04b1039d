import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export async function findUserByPhone(db: Database, tenantId: number, phone: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.phone, phone)));
  return row;
}

/** True when another user of the tenant already has this email (case-insensitive). */
export async function isEmailTaken(db: Database, tenantId: number, email: string, exceptUserId?: number): Promise<boolean> {
  const conditions = [eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email.toLowerCase()}`];
  if (exceptUserId !== undefined) conditions.push(ne(users.id, exceptUserId));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Database, userId: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row!;
}

export async function findCompany(db: Database, tenantId: number, companyId: number): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)));
  return row;
}

/** The company of this name (any case), or a new `pending` one for an admin to approve. */
export async function findOrCreateCompany(db: Database, tenantId: number, name: string): Promise<CompanyRow> {
  const [created] = await db.insert(companies).values({ tenantId, name, status: 'pending' }).onConflictDoNothing().returning();
  if (created) return created;
  const [existing] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), sql`lower(${companies.name}) = ${name.toLowerCase()}`));
  return existing!;
}

/** Approved companies of the tenant, by name. */
export async function listApprovedCompanies(db: Database, tenantId: number): Promise<CompanyRow[]> {
  return db
    .select()
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.status, 'approved')))
    .orderBy(asc(companies.name));
}
