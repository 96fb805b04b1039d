import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ERASED_PERSON_NAME } from '@podium/contracts/privacy/account-deletion';
import type { Database } from '../../db/client';
import {
  calendarFeeds,
  notificationOutbox,
  notificationPreferences,
  pushSubscriptions,
  waitlistEntries,
  accountDeletionCodes,
  auditLog,
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
  users,
} from '../../db/schema/index';

/**
 * Turns the account row into an anonymous placeholder: every personal field cleared, the name set
 * to ERASED_PERSON_NAME, the role back to member, a new personal-code nonce (an old QR code stops
 * working). The row and its id stay, so results, attendance and payments keep their foreign keys;
 * with no phone or email left, signing in with the same number later makes a new, empty account.
 * `company_id` stays: company rankings count places by company, and a company is not the person.
 */
export async function anonymiseUser(db: Database, tenantId: number, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      phone: null,
      name: ERASED_PERSON_NAME,
      email: null,
      emailVerifiedAt: null,
      emailUnsubscribedAt: null,
      gender: null,
      profileUrl: null,
      dateOfBirth: null,
      isPreRegistered: false,
      role: 'member',
      personalCodeNonce: randomUUID(),
      mfaEnabled: false,
      mfaSecretEncrypted: null,
      mfaPendingSecretEncrypted: null,
      mfaLastUsedStep: null,
      mfaFailuresInRow: 0,
      mfaLockedUntil: null,
      mfaSetupRequired: false,
      mfaReminderAt: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId), sql`${users.erasedAt} is null`))
    .returning({ id: users.id });
  return rows.length > 0;
}

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

/**
 * Clears what earlier audit entries about the person recorded of them (an admin's edit of their
 * phone or name keeps its before/after): who did what, and when, stays.
 */
export async function scrubAuditEntriesAbout(db: Database, tenantId: number, userId: number): Promise<void> {
  await db
    .update(auditLog)
    .set({ before: null, after: null })
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId))));
}
