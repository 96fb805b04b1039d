import { and, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { companies, sessions, users } from '../../../db/schema/index';

/** Users of this site as admins see them, with their live sessions counted at `now`. */
function selectUsers(db: Database, now: Date) {
  return db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      email: users.email,
      role: users.role,
      companyName: companies.name,
      mfaEnabled: users.mfaEnabled,
      createdAt: users.createdAt,
      liveSessions: sql<number>`(select count(*)::int from sessions s
        where s.user_id = "users"."id" and s.revoked_at is null and s.expires_at > ${now.toISOString()}::timestamptz)`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId));
}

export type UserListRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['where']>>[number];

export type UserSearch = { search?: string; role?: 'member' | 'staff' | 'admin'; limit: number };

/** The tenant's users matching a name, phone or email fragment (LIKE wildcards taken literally), newest first. */
export function searchUsers(db: Database, tenantId: number, now: Date, { search, role, limit }: UserSearch) {
  const conditions: (SQL | undefined)[] = [eq(users.tenantId, tenantId)];
  if (role) conditions.push(eq(users.role, role));
  if (search) {
    const pattern = `%${search.replace(/[%_\\]/g, (character) => `\\${character}`)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.phone, pattern), ilike(users.email, pattern)));
  }
  return selectUsers(db, now)
    .where(and(...conditions))
    .orderBy(desc(users.id))
    .limit(limit);
}

/** One user of this tenant; undefined for another tenant's or a missing id. */
export async function findTenantUser(db: Database, tenantId: number, userId: number, now: Date): Promise<UserListRow | undefined> {
  const [row] = await selectUsers(db, now).where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  return row;
}

/** Revokes every live session of the user. */
export async function revokeLiveSessions(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
}
