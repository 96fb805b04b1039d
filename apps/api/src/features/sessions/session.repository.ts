import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import type { UserRow } from '../users';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: Database,
  values: { tenantId: number; userId: number; method: string; createdAt: Date; expiresAt: Date; userAgent?: string; ip?: string },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/** The live session with its user: not revoked, not expired at `now`. */
export async function findLiveSession(
  db: Database,
  sessionId: string,
  now: Date,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(db: Database, userId: number, now: Date, keepSessionId?: string): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions));
}

/** When the user last started a session (any method); undefined when never. */
export async function findLastSignInAt(db: Database, userId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${sessions.createdAt})` })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.at ? new Date(row.at) : undefined;
}

/** True when the user ever signed in with a one-time code (`otp`, `otp+totp`, …): a proved phone. */
export async function hasSignedInWithOtp(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.method} like 'otp%'`))
    .limit(1);
  return row !== undefined;
}
