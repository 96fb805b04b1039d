import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ERASED_PERSON_NAME } from '@podium/contracts/privacy/account-deletion';
import type { Database } from '../../db/client';
import { companies, users } from '../../db/schema/index';

/**
 * The one owner of the account row: single-user reads and writes of `users` go through here.
 * (Read models of other features may join `users` for display columns such as a name in a list;
 * the MFA columns are written in mfa-state.repository.ts, beside this file.)
 */
export type UserRow = typeof users.$inferSelect;

export type CompanyRow = typeof companies.$inferSelect;

/** Any tenant's user by id: for a caller that already holds a verified token naming the user. */
export async function findUserById(db: Database, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The user with their company's name, for an answer's `user`. */
export async function findUserWithCompanyName(db: Database, userId: number) {
  const [row] = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** This tenant's person as staff see them (name, phone, company); undefined for another tenant's id. */
export async function findTenantPerson(db: Database, tenantId: number, userId: number) {
  const [person] = await db
    .select({ id: users.id, name: users.name, phone: users.phone, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  return person;
}

/** The fields a personal QR code is signed with, for this tenant's user. */
export async function findPersonalCodeFields(db: Database, tenantId: number, userId: number) {
  const [person] = await db
    .select({ id: users.id, tenantId: users.tenantId, personalCodeNonce: users.personalCodeNonce })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  return person;
}

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

/** The tenant's user with this email, compared without case. */
export async function findUserByEmail(db: Database, tenantId: number, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row;
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

export async function setUserRole(db: Database, userId: number, role: 'member' | 'staff' | 'admin', at: Date): Promise<void> {
  await db.update(users).set({ role, updatedAt: at }).where(eq(users.id, userId));
}

export async function findUserByPhone(db: Database, tenantId: number, phone: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.phone, phone)));
  return row;
}

/** True when another user of the tenant already has this email (case-insensitive). */
export async function isEmailTaken(db: Database, tenantId: number, email: string, exceptUserId?: number): Promise<boolean> {
  const conditions = [eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email.toLowerCase()}`];
  if (exceptUserId !== undefined) conditions.push(ne(users.id, exceptUserId));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Database, userId: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row!;
}

export async function findCompany(db: Database, tenantId: number, companyId: number): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)));
  return row;
}

/** The company of this name (any case), or a new `pending` one for an admin to approve. */
export async function findOrCreateCompany(db: Database, tenantId: number, name: string): Promise<CompanyRow> {
  const [created] = await db.insert(companies).values({ tenantId, name, status: 'pending' }).onConflictDoNothing().returning();
  if (created) return created;
  const [existing] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), sql`lower(${companies.name}) = ${name.toLowerCase()}`));
  return existing!;
}

/** Approved companies of the tenant, by name. */
export async function listApprovedCompanies(db: Database, tenantId: number): Promise<CompanyRow[]> {
  return db
    .select()
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.status, 'approved')))
    .orderBy(asc(companies.name));
}

/**
 * Records the privacy policy version the person accepted by signing in, once: an account that has
 * one keeps it (the version of its first sign-in).
 */
export async function recordPrivacyPolicyVersion(db: Database, userId: number, version: string): Promise<void> {
  await db
    .update(users)
    .set({ privacyPolicyVersion: version })
    .where(and(eq(users.id, userId), isNull(users.privacyPolicyVersion)));
}

/** The site's people with one of these phone numbers (for matching an imported list). */
export function findUsersByPhones(db: Database, tenantId: number, phones: string[]) {
  return db
    .select({ id: users.id, phone: users.phone, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.phone, phones)));
}

/** The phone of each of the site's people whose email (compared in lower case) is one of these. */
export function findPhonesByEmails(db: Database, tenantId: number, lowerCaseEmails: string[]) {
  return db
    .select({ phone: users.phone, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(sql`lower(${users.email})`, lowerCaseEmails)));
}

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

/**
 * Marks the user's email verified, only when the user is of this tenant and the address is still
 * `email` (compared without case). Answers the verified address, or undefined when that fails.
 * Runs in the caller's transaction, beside the token it spends.
 */
export async function markEmailVerified(
  db: Database,
  input: { userId: number; tenantId: number; email: string; now: Date },
): Promise<{ userId: number; email: string | null } | undefined> {
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: input.now })
    .where(and(eq(users.id, input.userId), eq(users.tenantId, input.tenantId), sql`lower(${users.email}) = ${input.email.toLowerCase()}`))
    .returning({ userId: users.id, email: users.email });
  return user;
}

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

/** Moves every person of the source company to the target (a company merge). */
export async function moveCompanyPeople(db: Database, sourceCompanyId: number, targetCompanyId: number): Promise<void> {
  await db.update(users).set({ companyId: targetCompanyId }).where(eq(users.companyId, sourceCompanyId));
}
