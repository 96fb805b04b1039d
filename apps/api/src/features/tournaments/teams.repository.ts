import { and, eq, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fixtures, placings, teams } from '../../db/schema/index';

/*
 * Every write of `teams` (issue 35: one owner per table). Registrations, the admin's import and
 * company merge, and payments decide when a team is made, recoded, moved or dropped; the statements
 * live here. Each takes the caller's handle, so it commits with the rest of the caller's transaction.
 */

/** The database or the transaction a caller runs in. */
type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** A team a member makes when registering (they are its captain). */
export async function insertTeam(
  tx: Executor,
  values: { eventSportCategoryId: number; name: string; companyId: number; joinCode: string; inviteCode: string; createdByUserId: number },
): Promise<number> {
  const [team] = await tx.insert(teams).values(values).returning({ id: teams.id });
  return team!.id;
}

/** A team named in an admin's imported list (no captain). */
export async function insertImportedTeam(
  db: Executor,
  values: { eventSportCategoryId: number; name: string; companyId: number | null; joinCode: string },
): Promise<number> {
  const [made] = await db.insert(teams).values(values).returning({ id: teams.id });
  return made!.id;
}

/**
 * Gives the team its invite code when it has none yet (only the first caller's code is kept, so two
 * members asking at once get the same link) and returns the code.
 */
export async function ensureInviteCode(db: Executor, teamId: number, candidate: string): Promise<string> {
  await db
    .update(teams)
    .set({ inviteCode: candidate })
    .where(and(eq(teams.id, teamId), isNull(teams.inviteCode)));
  const [row] = await db.select({ inviteCode: teams.inviteCode }).from(teams).where(eq(teams.id, teamId));
  return row!.inviteCode!;
}

/** New invite link and join code for a team: the old ones stop working (a removed member cannot come straight back). */
export async function replaceTeamCodes(tx: Executor, teamId: number, codes: { inviteCode: string; joinCode: string }): Promise<void> {
  await tx.update(teams).set(codes).where(eq(teams.id, teamId));
}

/** Moves every team of the source company to the target (a company merge). */
export async function moveCompanyTeams(db: Executor, sourceCompanyId: number, targetCompanyId: number): Promise<void> {
  await db.update(teams).set({ companyId: targetCompanyId }).where(eq(teams.companyId, sourceCompanyId));
}

/**
 * A team nobody plays in any more gives its place back: deleted, unless a match or a placing
 * already names it (then the draw keeps it and an admin decides, as for any walkover).
 */
export async function deleteTeamIfUnused(tx: Executor, teamId: number): Promise<boolean> {
  const deleted = await tx
    .delete(teams)
    .where(
      and(
        eq(teams.id, teamId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(fixtures)
            .where(or(eq(fixtures.homeTeamId, teamId), eq(fixtures.awayTeamId, teamId), eq(fixtures.winnerTeamId, teamId))),
        ),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(placings)
            .where(eq(placings.teamId, teamId)),
        ),
      ),
    )
    .returning({ id: teams.id });
  return deleted.length > 0;
}
