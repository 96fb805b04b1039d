import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userIdentities, users } from '../../db/schema/index';
import type { UserRow } from '../users';

/** The tenant's user linked to this provider subject, if any. */
export async function findUserByIdentity(db: Database, tenantId: number, provider: string, subject: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(users.tenantId, tenantId), eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row?.user;
}

export async function linkIdentity(
  db: Database,
  values: { userId: number; provider: string; subject: string; email: string | undefined },
): Promise<void> {
  await db.insert(userIdentities).values(values).onConflictDoNothing();
}
