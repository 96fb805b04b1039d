import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailVerificationTokens } from '../../db/schema/index';
import { markEmailVerified } from '../users';

/** Links sent to this person since `since` (for the per-person send limits). */
export async function countLinksSentSince(db: Database, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(emailVerificationTokens)
    .where(and(eq(emailVerificationTokens.userId, userId), gt(emailVerificationTokens.createdAt, since)));
  return row?.sent ?? 0;
}

export async function insertVerificationToken(
  db: Database,
  values: { userId: number; email: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(emailVerificationTokens).values(values);
}

/**
 * Uses the token of this hash once, in one statement: it must be unused, unexpired, belong to a user
 * of this tenant, and name the address the user has now (an email changed since the link was sent
 * makes it void). Marks the user's email verified and answers it, or undefined when any of that fails.
 */
export async function consumeVerificationToken(
  db: Database,
  input: { tokenHash: string; tenantId: number; now: Date },
): Promise<{ userId: number; email: string } | undefined> {
  const notForThisUser = new Error('token names another tenant or an address the user no longer has');
  return db
    .transaction(async (tx) => {
      const [token] = await tx
        .update(emailVerificationTokens)
        .set({ usedAt: input.now })
        .where(
          and(
            eq(emailVerificationTokens.tokenHash, input.tokenHash),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, input.now),
          ),
        )
        .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
      if (!token) return undefined;
      const user = await markEmailVerified(tx, { userId: token.userId, tenantId: input.tenantId, email: token.email, now: input.now });
      // Another tenant's site, or an address the user no longer has: roll back, the token stays unused.
      if (!user?.email) throw notForThisUser;
      return { userId: user.userId, email: user.email };
    })
    .catch((error: unknown) => {
      if (error === notForThisUser) return undefined;
      throw error;
    });
}
