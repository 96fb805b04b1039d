import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fixtures, users } from '../../db/schema/index';

/**
 * Sets when the person unsubscribed (`at`), or clears it (`null`). Unsubscribing twice keeps the
 * first time: with a time, only a person not yet unsubscribed is updated.
 */
export async function updateEmailUnsubscribedAt(db: Database, tenantId: number, userId: number, at: Date | null): Promise<void> {
  await db
    .update(users)
    .set({ emailUnsubscribedAt: at })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId), at ? isNull(users.emailUnsubscribedAt) : undefined));
}

/** The person's email address (null when they have none), or undefined when the account is gone. */
export async function findUserEmail(db: Database, tenantId: number, userId: number): Promise<{ email: string | null } | undefined> {
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  return user;
}

/** A fixture's time and venue (what a "your match moved" mail compares). */
export async function findFixtureSchedule(db: Database, fixtureId: number) {
  const [row] = await db
    .select({ startsAt: fixtures.startsAt, venueId: fixtures.venueId })
    .from(fixtures)
    .where(eq(fixtures.id, fixtureId));
  return row;
}
