import { MESSAGES } from '@podium/contracts/messages';
import { SIGN_IN_MESSAGES } from '@podium/contracts/auth/sign-in-messages';
import type { VerifyOtpRequest } from '@podium/contracts/auth/verify-otp';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/client';
import { DomainError, RateLimitError } from '../../../errors/domain-error';
import type { TenantRow } from '../../tenants';
import { isAdmitted } from '../sign-in-policy';
import { completeSignIn, type SignInOutcome } from '../start-sign-in';
import { findLastSignInAt } from '../../sessions';
import { acceptInvitationAtSignIn, findOpenInvitationFor } from '../../invitations';
import {
  findCompany,
  findOrCreateCompany,
  findUserByPhone,
  insertUser,
  isEmailTaken,
  updateUser,
  type CompanyRow,
  type UserRow,
} from '../../users';
import { findMissingDetails, isMissingAnything, suppliesMissingDetails, type MissingDetails } from './missing-details';
import { hashOtp, otpHashMatches } from './otp-hash';
import { issueKnownDevice } from './known-device';
import {
  claimCodeTry,
  claimPhoneCheck,
  countOthersCodeRequests,
  deleteCode,
  findLockout,
  lockPhone,
  lockPhoneUntil,
  releaseCodeTry,
  releasePhoneCheck,
  resetFailures,
} from './otp.repository';

/** Wrong tries one code survives; the next wrong try kills it. */
export const MAX_WRONG_ATTEMPTS_PER_CODE = 5;
/** Wrong codes in a row (across codes) that lock the phone, and for how long. */
export const MAX_FAILURES_IN_ROW = 10;
export const LOCK_SECONDS = 15 * 60;

export type VerifyOtpResult =
  | { kind: 'detailsRequired'; missing: MissingDetails; email?: string }
  | (SignInOutcome & {
      user: UserRow;
      company: CompanyRow | undefined;
      /** Codes others asked for this number since the last sign-in (issue 28): the owner is told. */
      codeRequestsSinceLastSignIn: number;
      /** The known-device cookie value for this browser. */
      knownDevice: string;
    });

/** A first sign-in hears about requests of the last day. */
const FIRST_SIGN_IN_LOOKBACK_MS = 24 * 3_600_000;

/**
 * Checks a code and signs the person in. A right code with details still missing answers the
 * flags and stays usable; otherwise it is used up in the same transaction that creates or
 * completes the user and starts the session (or the MFA challenge).
 */
export async function verifyOtpCode(
  deps: AppContext,
  tenant: TenantRow,
  input: VerifyOtpRequest,
  client: { ip: string; userAgent?: string },
): Promise<VerifyOtpResult> {
  const { phone } = input;
  const now = deps.clock.now();
  const stored = await checkCode(deps, tenant.id, phone, input.otp, now);

  const user = await findUserByPhone(deps.db, tenant.id, phone);
  // The first admin an operator invited is admitted whatever the policy (issue 29).
  const invitation = await findOpenInvitationFor(deps.db, tenant.id, phone, now);
  if (!invitation && !isAdmitted(tenant.signInPolicy, user)) throw new DomainError('USER_NOT_REGISTERED', MESSAGES.otp.userNotRegistered);

  const missing = findMissingDetails(user);
  const supplied = {
    name: input.name || undefined,
    gender: input.gender || undefined,
    email: input.email || undefined,
    companyName: input.companyName || undefined,
    companyId: input.companyId ?? undefined,
  };
  if (isMissingAnything(missing) && !suppliesMissingDetails(missing, supplied)) {
    deps.metrics.otpVerifications.inc({ outcome: 'ok' });
    return { kind: 'detailsRequired', missing, ...(user?.email ? { email: user.email } : {}) };
  }
  if (missing.isEmailMissing && (await isEmailTaken(deps.db, tenant.id, supplied.email!, user?.id))) {
    throw new DomainError('CONFLICT', SIGN_IN_MESSAGES.emailTaken);
  }
  if (missing.isCompanyNameNotProvided && supplied.companyId && !(await findCompany(deps.db, tenant.id, supplied.companyId))) {
    throw new DomainError('VALIDATION_FAILED', SIGN_IN_MESSAGES.companyUnknown);
  }

  const result = await deps.db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    // Used once: whoever deletes the row first signs in; a concurrent second call finds no code.
    if (!(await deleteCode(tx, tenant.id, phone, stored.codeHash))) throw new DomainError('OTP_EXPIRED', SIGN_IN_MESSAGES.codeNotValid);
    const saved = await saveDetails(tx, tenant.id, phone, user, missing, supplied, now);
    const { company } = saved;
    let signedInUser = saved.user;
    if (invitation && (await acceptInvitationAtSignIn(tx, invitation, now))) {
      signedInUser = await updateUser(tx, signedInUser.id, { role: 'admin', updatedAt: now });
    }
    // Before the new session exists, so "last sign-in" is the one before this.
    const lastSignInAt = user ? await findLastSignInAt(tx, user.id) : undefined;
    const codeRequestsSinceLastSignIn = await countOthersCodeRequests(tx, {
      tenantId: tenant.id,
      phone,
      since: lastSignInAt ?? new Date(now.getTime() - FIRST_SIGN_IN_LOOKBACK_MS),
      usedCodeSentAt: stored.createdAt,
      ip: client.ip,
    });
    const outcome = await completeSignIn(deps, signedInUser, 'otp', client, tx);
    const knownDevice = issueKnownDevice(deps.secrets.sessionSecret, tenant.id, phone, now);
    return { ...outcome, user: signedInUser, company, codeRequestsSinceLastSignIn, knownDevice };
  });
  deps.metrics.otpVerifications.inc({ outcome: 'ok' });
  return result;
}

/**
 * Compares a code only after claiming the check (per phone, then per code) in single atomic
 * statements, so parallel guesses cannot outrun the 5-per-code and 10-in-a-row limits: every
 * claim counts as a failure until the code proves right. Answers the code's hash when right.
 */
async function checkCode(
  deps: AppContext,
  tenantId: number,
  phone: string,
  otp: string,
  now: Date,
): Promise<{ codeHash: string; createdAt: Date }> {
  const failuresInRow = await claimPhoneCheck(deps.db, tenantId, phone, now, MAX_FAILURES_IN_ROW);
  if (failuresInRow === undefined) {
    deps.metrics.otpVerifications.inc({ outcome: 'locked' });
    const lockedUntil = (await findLockout(deps.db, tenantId, phone))?.lockedUntil;
    // Not locked yet: the 10th check of the run is still being compared; it decides the lock.
    const waitMs = lockedUntil && lockedUntil > now ? lockedUntil.getTime() - now.getTime() : LOCK_SECONDS * 1000;
    throw new RateLimitError(MESSAGES.otp.tooManyAttempts, Math.ceil(waitMs / 1000), 'OTP_LOCKED');
  }
  const claimed = await claimCodeTry(deps.db, tenantId, phone, now, MAX_WRONG_ATTEMPTS_PER_CODE);
  if (!claimed) {
    await releasePhoneCheck(deps.db, tenantId, phone);
    deps.metrics.otpVerifications.inc({ outcome: 'expired' });
    throw new DomainError('OTP_EXPIRED', SIGN_IN_MESSAGES.codeNotValid);
  }
  if (!otpHashMatches(claimed.codeHash, hashOtp(deps.secrets.dataEncryptionKey, tenantId, phone, otp))) {
    if (failuresInRow >= MAX_FAILURES_IN_ROW) await lockPhoneUntil(deps.db, tenantId, phone, new Date(now.getTime() + LOCK_SECONDS * 1000));
    deps.metrics.otpVerifications.inc({ outcome: 'wrong' });
    throw new DomainError('OTP_INCORRECT', MESSAGES.otp.incorrect);
  }
  await releaseCodeTry(deps.db, tenantId, phone, claimed.codeHash);
  await resetFailures(deps.db, tenantId, phone);
  return claimed;
}

/** Creates the user, or fills only what the account lacked (a sign-in never overwrites details). */
async function saveDetails(
  db: Database,
  tenantId: number,
  phone: string,
  user: UserRow | undefined,
  missing: MissingDetails,
  supplied: { name?: string; gender?: string; email?: string; companyName?: string; companyId?: number },
  now: Date,
): Promise<{ user: UserRow; company: CompanyRow | undefined }> {
  let company: CompanyRow | undefined;
  if (missing.isCompanyNameNotProvided) {
    company = supplied.companyId
      ? await findCompany(db, tenantId, supplied.companyId)
      : await findOrCreateCompany(db, tenantId, supplied.companyName!);
  } else if (user?.companyId) {
    company = await findCompany(db, tenantId, user.companyId);
  }
  const changes: Partial<UserRow> = {};
  if (missing.isNameNotProvided) {
    changes.name = supplied.name!;
    changes.gender = supplied.gender as UserRow['gender'];
  }
  if (missing.isEmailMissing) changes.email = supplied.email!;
  if (missing.isCompanyNameNotProvided) changes.companyId = company!.id;
  if (!user) return { user: await insertUser(db, { tenantId, phone, ...changes }), company };
  if (Object.keys(changes).length === 0) return { user, company };
  return { user: await updateUser(db, user.id, { ...changes, updatedAt: now }), company };
}
