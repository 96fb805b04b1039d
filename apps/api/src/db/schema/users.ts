import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `approved` companies are listed; a typed free-text company starts `pending`. */
    status: text('status').$type<'approved' | 'pending'>().notNull().default('approved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('companies_tenant_name').on(table.tenantId, sql`lower(${table.name})`)],
);

export const USER_ROLES = ['member', 'staff', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** 10-digit Indian mobile number without +91; null for people who only use SSO. */
    phone: text('phone'),
    name: text('name'),
    email: text('email'),
    /**
     * When the person proved they read `email` (our verification link, or an SSO provider vouching
     * for it). Cleared whenever the email changes. Only a verified email links an SSO identity or
     * receives event mail.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set by the unsubscribe link in our emails: no more registration, withdrawal or fixture mail. */
    emailUnsubscribedAt: timestamp('email_unsubscribed_at', { withTimezone: true }),
    gender: text('gender').$type<'male' | 'female' | 'other'>(),
    companyId: integer('company_id').references(() => companies.id),
    role: text('role').$type<UserRole>().notNull().default('member'),
    profileUrl: text('profile_url'),
    /** Listed by an admin before signing in (for the pre-registered-only policy). */
    isPreRegistered: boolean('is_pre_registered').notNull().default(false),
    dateOfBirth: text('date_of_birth'),
    /** The person asked public pages not to show their name (issue 31 §4): their company stands for them. */
    hideNameOnPublicPages: boolean('hide_name_on_public_pages').notNull().default(false),
    /** Secret in the personal QR code; rotating it revokes the old code. */
    personalCodeNonce: uuid('personal_code_nonce').notNull().defaultRandom(),
    // MFA (TOTP). Secrets are encrypted with DATA_ENCRYPTION_KEY.
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    mfaSecretEncrypted: text('mfa_secret_encrypted'),
    mfaPendingSecretEncrypted: text('mfa_pending_secret_encrypted'),
    /** Last accepted TOTP time step: codes at or before it are refused (RFC 6238 §5.2). */
    mfaLastUsedStep: bigint('mfa_last_used_step', { mode: 'number' }),
    mfaFailuresInRow: integer('mfa_failures_in_row').notNull().default(0),
    mfaLockedUntil: timestamp('mfa_locked_until', { withTimezone: true }),
    mfaSetupRequired: boolean('mfa_setup_required').notNull().default(false),
    mfaReminderAt: timestamp('mfa_reminder_at', { withTimezone: true }),
    /**
     * The privacy policy version (PRIVACY_POLICY_VERSION) the person accepted at their first sign-in;
     * null for accounts from before it was recorded and for people an admin listed who never signed in.
     */
    privacyPolicyVersion: text('privacy_policy_version'),
    /**
     * When the person's data was erased (their own deletion or an admin's erasure): the row stays as
     * an anonymous placeholder so results, attendance and payment records keep their foreign keys.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_tenant_phone').on(table.tenantId, table.phone),
    uniqueIndex('users_tenant_email').on(table.tenantId, sql`lower(${table.email})`),
  ],
);

/** External identities (SSO subject per provider) linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_identities_provider_subject').on(table.userId, table.provider, table.subject)],
);

/**
 * One-time email verification links: the token is stored only as its SHA-256 hash, bound to the user
 * and the address it was sent to, and consumed by setting `used_at` (single use).
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_verification_tokens_user_created').on(table.userId, table.createdAt)],
);

/** A signed-in session; the token names it, so revoking the row ends the session at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

/** The current one-time code of a phone (one row per phone: a new send replaces the old code). */
export const otpCodes = pgTable(
  'otp_codes',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('otp_codes_tenant_phone').on(table.tenantId, table.phone)],
);

export const OTP_SEND_ALLOWANCES = ['unknown', 'number', 'device'] as const;
export type OtpSendAllowance = (typeof OTP_SEND_ALLOWANCES)[number];

/** Every OTP send, for the per-phone and per-IP send limits. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /**
     * Whose allowance the send used (issue 28): `device` a browser that signed in with this number
     * lately (its device cookie), `number` a number that signed in on this tenant before, `unknown`
     * anyone else (the tenant's budget). Known devices have their own per-phone limits.
     */
    allowance: text('allowance').$type<OtpSendAllowance>().notNull().default('unknown'),
  },
  (table) => [
    index('otp_sends_phone').on(table.phone, table.sentAt),
    index('otp_sends_tenant_phone').on(table.tenantId, table.phone, table.sentAt),
    index('otp_sends_ip').on(table.ip, table.sentAt),
    // SMS pumping limits count all recent sends (per prefix, per country, per day).
    index('otp_sends_sent_at').on(table.sentAt),
  ],
);

/** Wrong codes in a row per phone (not reset by a new code) and the lock they cause. */
export const otpLockouts = pgTable(
  'otp_lockouts',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    failuresInRow: integer('failures_in_row').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [uniqueIndex('otp_lockouts_tenant_phone').on(table.tenantId, table.phone)],
);

/** Captcha solutions already accepted: each is good once. */
export const usedCaptchas = pgTable('used_captchas', {
  solutionHash: text('solution_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mfa_recovery_codes_user').on(table.userId)],
);

/** An MFA login challenge (its id is the challenge token's jti): works once, 5 wrong codes at most. */
export const mfaChallenges = pgTable('mfa_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  method: text('method').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  wrongAttempts: integer('wrong_attempts').notNull().default(0),
});

/** What happened to a user's account security: shown on /security. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('security_events_user').on(table.userId, table.at)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The rule that issued it, with its subject (e.g. `registration:12`): once per rule and person. */
    ruleKey: text('rule_key').notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    partner: text('partner').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('coupons_user_rule').on(table.userId, table.ruleKey)],
);

/**
 * The account-deletion code of a signed-in person (one per user: a new send replaces it). Kept apart
 * from `otp_codes` on purpose: a sign-in code can never delete an account, nor a deletion code sign in.
 * The hash is bound to tenant, user and purpose (HMAC with DATA_ENCRYPTION_KEY).
 */
export const accountDeletionCodes = pgTable('account_deletion_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  wrongAttempts: integer('wrong_attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
