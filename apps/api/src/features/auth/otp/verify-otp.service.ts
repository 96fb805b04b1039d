import { MESSAGES } from '@podium/contracts/messages';
import { SIGN_IN_MESSAGES } from '@podium/contracts/auth/sign-in-messages';
import type { VerifyOtpRequest } from '@podium/contracts/auth/verify-otp';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/client';
import { DomainError, RateLimitError } from '../../../errors/domain-error';
import type { TenantRow } from '../../tenants/tenant.repository';
import { isAdmitted } from '../sign-in-policy';
import { completeSignIn, type SignInOutcome } from '../start-sign-in';
import {
  findCompany,
  findOrCreateCompany,
  findUserByPhone,
  insertUser,
  isEmailTaken,
  updateUser,
  type CompanyRow,
  type UserRow,
} from '../users.repository';
import { findMissingDetails, isMissingAnything, suppliesMissingDetails, type MissingDetails } from './missing-details';
import { hashOtp, otpHashMatches } from './otp-hash';
import { addWrongAttempt, deleteCode, findCode, findLockout, lockPhone, recordFailure, resetFailures } from './otp.repository';

/** Wrong tries one code survives; the next wrong try kills it. */
export const MAX_WRONG_ATTEMPTS_PER_CODE = 5;
/** Wrong codes in a row (across codes) that lock the phone, and for how long. */
export const MAX_FAILURES_IN_ROW = 10;
export const LOCK_SECONDS = 15 * 60;

export type VerifyOtpResult =
  | { kind: 'detailsRequired'; missing: MissingDetails; email?: string }
  | (SignInOutcome & { user: UserRow; company: CompanyRow | undefined });

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
  const lockout = await findLockout(deps.db, tenant.id, phone);
  if (lockout?.lockedUntil && lockout.lockedUntil > now) {
    deps.metrics.otpVerifications.inc({ outcome: 'locked' });
    throw new RateLimitError(MESSAGES.otp.tooManyAttempts, Math.ceil((lockout.lockedUntil.getTime() - now.getTime()) / 1000), 'OTP_LOCKED');
  }

  const stored = await findCode(deps.db, tenant.id, phone);
  if (!stored || stored.expiresAt <= now || stored.wrongAttempts >= MAX_WRONG_ATTEMPTS_PER_CODE) {
    deps.metrics.otpVerifications.inc({ outcome: 'expired' });
    throw new DomainError('OTP_EXPIRED', SIGN_IN_MESSAGES.codeNotValid);
  }
  if (!otpHashMatches(stored.codeHash, hashOtp(deps.secrets.dataEncryptionKey, tenant.id, phone, input.otp))) {
    await countWrongCode(deps, tenant.id, phone, stored.codeHash, now);
  }
  if (lockout && lockout.failuresInRow > 0) await resetFailures(deps.db, tenant.id, phone);

  const user = await findUserByPhone(deps.db, tenant.id, phone);
  if (!isAdmitted(tenant.signInPolicy, user)) throw new DomainError('USER_NOT_REGISTERED', MESSAGES.otp.userNotRegistered);

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
    const { user: signedInUser, company } = await saveDetails(tx, tenant.id, phone, user, missing, supplied, now);
    const outcome = await completeSignIn(deps, signedInUser, 'otp', client, tx);
    return { ...outcome, user: signedInUser, company };
  });
  deps.metrics.otpVerifications.inc({ outcome: 'ok' });
  return result;
}

/** Counts a wrong code (committed before answering) and answers 'Incorrect OTP'. */
async function countWrongCode(deps: AppContext, tenantId: number, phone: string, codeHash: string, now: Date): Promise<never> {
  await deps.db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    await addWrongAttempt(tx, tenantId, phone, codeHash);
    await recordFailure(tx, tenantId, phone, MAX_FAILURES_IN_ROW, new Date(now.getTime() + LOCK_SECONDS * 1000));
  });
  deps.metrics.otpVerifications.inc({ outcome: 'wrong' });
  throw new DomainError('OTP_INCORRECT', MESSAGES.otp.incorrect);
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
