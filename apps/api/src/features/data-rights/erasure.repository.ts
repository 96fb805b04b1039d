import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  calendarFeeds,
  notificationOutbox,
  notificationPreferences,
  pushSubscriptions,
  waitlistEntries,
  accountDeletionCodes,
  checkInReplies,
  coupons,
  emailVerificationTokens,
  mfaChallenges,
  mfaRecoveryCodes,
  otpCodes,
  otpLockouts,
  securityEvents,
  sessions,
  staffEventAssignments,
  userIdentities,
} from '../../db/schema/index';

/**
 * Deletes the person's rows that are personal and not needed for anyone else's record: SSO links,
 * email links, MFA codes and challenges, security events, coupons, stored check-in replies, staff
 * assignments, pending deletion code, calendar feed link, waiting-list places; and the sign-in code and lock of their number.
 */
export async function deletePersonalRows(db: Database, tenantId: number, userId: number, phone: string | null): Promise<void> {
  await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
  await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
  await db.delete(securityEvents).where(eq(securityEvents.userId, userId));
  await db.delete(coupons).where(and(eq(coupons.userId, userId), eq(coupons.tenantId, tenantId)));
  await db.delete(checkInReplies).where(eq(checkInReplies.userId, userId));
  await db.delete(staffEventAssignments).where(eq(staffEventAssignments.userId, userId));
  await db.delete(accountDeletionCodes).where(eq(accountDeletionCodes.userId, userId));
  await db.delete(calendarFeeds).where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.tenantId, tenantId)));
  // Push devices, notification choices and queued messages (which name the person's matches) go too.
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.tenantId, tenantId)));
  await db
    .delete(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.tenantId, tenantId)));
  await db.delete(notificationOutbox).where(and(eq(notificationOutbox.userId, userId), eq(notificationOutbox.tenantId, tenantId)));
  // Places in line (issue 33): an erased person can accept no offer; the list moves up without them.
  await db.delete(waitlistEntries).where(eq(waitlistEntries.userId, userId));
  if (!phone) return;
  await db.delete(otpCodes).where(and(eq(otpCodes.tenantId, tenantId), eq(otpCodes.phone, phone)));
  await db.delete(otpLockouts).where(and(eq(otpLockouts.tenantId, tenantId), eq(otpLockouts.phone, phone)));
}

/** Revokes every session of the person and forgets the devices and addresses they signed in from. */
export async function revokeAndScrubSessions(db: Database, tenantId: number, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, ${now.toISOString()}::timestamptz)`, userAgent: null, ip: null })
    .where(and(eq(sessions.userId, userId), eq(sessions.tenantId, tenantId)));
}
