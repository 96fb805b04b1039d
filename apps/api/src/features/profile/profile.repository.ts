import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';

/**
 * Gives the user a new personal-code nonce, so every personal QR code made before (printed,
 * screenshotted, forwarded) stops verifying at once. Returns the fields a new code is signed with.
 */
export async function rotatePersonalCodeNonce(db: Database, tenantId: number, userId: number) {
  const [row] = await db
    .update(users)
    .set({ personalCodeNonce: sql`gen_random_uuid()` })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    .returning({ id: users.id, tenantId: users.tenantId, personalCodeNonce: users.personalCodeNonce });
  return row;
}
