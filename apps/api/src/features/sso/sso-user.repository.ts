import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userIdentities, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

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

export async function findUserByEmail(db: Database, tenantId: number, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row;
}

export async function linkIdentity(
  db: Database,
  values: { userId: number; provider: string; subject: string; email: string | undefined },
): Promise<void> {
  await db.insert(userIdentities).values(values).onConflictDoNothing();
}

export async function insertSsoUser(
  db: Database,
  values: { tenantId: number; email: string | undefined; name: string | undefined; emailVerifiedAt: Date | null },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ tenantId: values.tenantId, email: values.email ?? null, name: values.name ?? null, emailVerifiedAt: values.emailVerifiedAt })
    .returning();
  return row!;
}

/**
 * Takes an email the account never verified off it (an SSO sign-in proved the address belongs to
 * someone else). Only while still unverified, so a verification racing this one wins.
 */
export async function releaseUnverifiedEmail(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ email: null, emailVerifiedAt: null, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}
