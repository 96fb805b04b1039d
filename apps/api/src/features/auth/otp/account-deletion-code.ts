import { MESSAGES } from '@podium/contracts/messages';
import { SIGN_IN_MESSAGES } from '@podium/contracts/auth/sign-in-messages';
import type { AppContext } from '../../../app-context';
import type { Database } from '../../../db/client';
import { DomainError, RateLimitError } from '../../../errors/domain-error';
import { SmsSendError } from '../../../platform/sms/sms-sender';
import type { TenantRow } from '../../tenants';
import type { UserRow } from '../../users';
import { generateOtp, hashAccountDeletionCode, otpHashMatches } from './otp-hash';
import { findLockout, insertSend, listRecentSends, lockPhone } from './otp.repository';
import { claimDeletionCodeTry, deleteDeletionCode, replaceDeletionCode } from './account-deletion-code.repository';
import { claimSendBudgets, releaseSendBudgets } from './send-allowance';
import { LONGEST_SEND_WINDOW_SECONDS, PHONE_SEND_LIMITS, secondsUntilNextSend, sendLimitsOf } from './send-limits';

/** Wrong tries one deletion code survives; after them the person asks for a new code. */
export const MAX_WRONG_DELETION_CODE_TRIES = 5;

export const DELETION_CODE_MESSAGES = {
  noPhone: 'Your account has no mobile number to send a code to. Ask the site’s organisers to erase your account.',
  incorrect: 'That code is not right. Check the SMS we sent for deleting your account and try again.',
  expired: 'This deletion code has expired or has been used up. Ask for a new code.',
} as const;

/**
 * Sends a fresh account-deletion code by SMS to the signed-in person's own number. It counts in the
 * same per-phone and per-IP send limits and SMS budgets as sign-in codes (as a number that proved
 * itself), and is stored apart from sign-in codes so neither kind works for the other.
 */
export async function sendAccountDeletionCode(
  deps: AppContext,
  tenant: TenantRow,
  user: UserRow,
  client: { ip: string; warn(detail: object, message: string): void; error(detail: object, message: string): void },
): Promise<{ phoneEnding: string; expiresInSeconds: number; resendAfterSeconds: number }> {
  const phone = user.phone;
  if (!phone) throw new DomainError('CONFLICT', DELETION_CODE_MESSAGES.noPhone);
  const now = deps.clock.now();
  const lockout = await findLockout(deps.db, tenant.id, phone);
  if (lockout?.lockedUntil && lockout.lockedUntil > now) {
    throw new RateLimitError(MESSAGES.otp.tooManyAttempts, Math.ceil((lockout.lockedUntil.getTime() - now.getTime()) / 1000), 'OTP_LOCKED');
  }
  // Test numbers (OTP_TEST_NUMBERS, never in production) use their fixed code and get no SMS, as
  // for sign-in: browser tests delete accounts without reading an SMS.
  const testCode = deps.config.OTP_TEST_NUMBERS.get(phone);
  const code = testCode ?? generateOtp();
  const ttlSeconds = deps.config.OTP_TTL_SECONDS;
  const claimed = testCode ? [] : await claimSendBudgets(deps, { tenantId: tenant.id, phone, allowance: 'number' }, now, client);
  try {
    await deps.db.transaction(async (tx) => {
      await lockPhone(tx, phone);
      const since = new Date(now.getTime() - LONGEST_SEND_WINDOW_SECONDS * 1000);
      const recent = await listRecentSends(tx, { tenantId: tenant.id, phone, ip: client.ip, isKnownDevice: false }, since);
      const waitSeconds = secondsUntilNextSend(recent, now, sendLimitsOf(deps.config.OTP_IP_HOURLY_LIMIT));
      if (waitSeconds > 0) throw new RateLimitError(MESSAGES.otp.tooManyAttempts, waitSeconds);
      await insertSend(tx, { tenantId: tenant.id, phone, ip: client.ip, sentAt: now, allowance: 'number' });
      await replaceDeletionCode(tx, {
        userId: user.id,
        tenantId: tenant.id,
        codeHash: hashAccountDeletionCode(deps.secrets.dataEncryptionKey, tenant.id, user.id, code),
        expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
        createdAt: now,
      });
      const minutes = Math.round(ttlSeconds / 60);
      const text = `${code} is your ${tenant.settings.siteTitle} account deletion code. It deletes your account for good. It expires in ${minutes} minutes. Do not share it.`;
      if (!testCode) await deps.smsSender.send({ phone, text, code, ttlSeconds });
    });
  } catch (error) {
    await releaseSendBudgets(deps, claimed);
    if (error instanceof SmsSendError) {
      client.warn({ provider: error.provider, detail: error.detail }, 'SMS send failed');
      throw new DomainError('UPSTREAM_FAILED', SIGN_IN_MESSAGES.smsFailed);
    }
    throw error;
  }
  return { phoneEnding: phone.slice(-4), expiresInSeconds: ttlSeconds, resendAfterSeconds: PHONE_SEND_LIMITS[0]!.windowSeconds };
}

/**
 * Checks a deletion code: the try is claimed (and committed) before the comparison, so wrong codes
 * count even though the erasure that follows is rolled back. Answers the code's hash when right;
 * pass it to `useAccountDeletionCode` inside the erasure's transaction.
 */
export async function checkAccountDeletionCode(
  deps: Pick<AppContext, 'db' | 'clock' | 'secrets'>,
  user: UserRow,
  code: string,
): Promise<string> {
  const now = deps.clock.now();
  const claimed = await claimDeletionCodeTry(deps.db, user.tenantId, user.id, now, MAX_WRONG_DELETION_CODE_TRIES);
  if (!claimed) throw new DomainError('OTP_EXPIRED', DELETION_CODE_MESSAGES.expired);
  const candidate = hashAccountDeletionCode(deps.secrets.dataEncryptionKey, user.tenantId, user.id, code);
  if (!otpHashMatches(claimed.codeHash, candidate)) throw new DomainError('OTP_INCORRECT', DELETION_CODE_MESSAGES.incorrect);
  return claimed.codeHash;
}

/** Uses the checked code up in the erasure's transaction: a second, concurrent request finds none. */
export async function useAccountDeletionCode(db: Database, userId: number, codeHash: string): Promise<void> {
  if (!(await deleteDeletionCode(db, userId, codeHash))) throw new DomainError('OTP_EXPIRED', DELETION_CODE_MESSAGES.expired);
}
