import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, kioskSessions, users } from '../../db/schema/index';

export interface NewKioskSession {
  tenantId: number;
  tokenHash: string;
  eventId: number;
  sportId: number;
  venue: string;
  direction: 'in' | 'out';
  startedBy: number;
  expiresAt: Date;
  pinHash: string | null;
}

export async function insertKioskSession(db: Database, session: NewKioskSession): Promise<void> {
  await db.insert(kioskSessions).values(session);
}

/** The live (not ended) kiosk of this tenant with that token hash, its event and its starter's role. */
export async function findKioskByTokenHash(db: Database, tenantId: number, tokenHash: string) {
  const [row] = await db
    .select({ kiosk: kioskSessions, event: { id: events.id, name: events.name, codeSecret: events.codeSecret }, starterRole: users.role })
    .from(kioskSessions)
    .innerJoin(events, eq(events.id, kioskSessions.eventId))
    .innerJoin(users, eq(users.id, kioskSessions.startedBy))
    .where(and(eq(kioskSessions.tokenHash, tokenHash), eq(kioskSessions.tenantId, tenantId), isNull(kioskSessions.endedAt)))
    .limit(1);
  return row;
}

/** Ends a kiosk; false when no live kiosk of this tenant has that token. */
export async function endKioskSession(db: Database, tenantId: number, tokenHash: string, now: Date): Promise<boolean> {
  const ended = await db
    .update(kioskSessions)
    .set({ endedAt: now })
    .where(and(eq(kioskSessions.tokenHash, tokenHash), eq(kioskSessions.tenantId, tenantId), isNull(kioskSessions.endedAt)))
    .returning({ id: kioskSessions.id });
  return ended.length > 0;
}

/** Ends every live kiosk of this tenant started by `userId`; answers how many. */
export async function endKiosksOfStarter(db: Database, tenantId: number, userId: number, now: Date): Promise<number> {
  const ended = await db
    .update(kioskSessions)
    .set({ endedAt: now })
    .where(and(eq(kioskSessions.startedBy, userId), eq(kioskSessions.tenantId, tenantId), isNull(kioskSessions.endedAt)))
    .returning({ id: kioskSessions.id });
  return ended.length;
}

/**
 * Claims one PIN try before the PIN is compared, so parallel guesses cannot pass the limit: the
 * row is returned only while fewer than `maxFailures` tries were claimed.
 */
export async function claimPinTry(db: Database, tenantId: number, tokenHash: string, maxFailures: number) {
  const [row] = await db
    .update(kioskSessions)
    .set({ pinFailures: sql`${kioskSessions.pinFailures} + 1` })
    .where(
      and(
        eq(kioskSessions.tokenHash, tokenHash),
        eq(kioskSessions.tenantId, tenantId),
        isNull(kioskSessions.endedAt),
        lt(kioskSessions.pinFailures, maxFailures),
      ),
    )
    .returning({ id: kioskSessions.id, pinHash: kioskSessions.pinHash });
  return row;
}
