import { MESSAGES } from '@podium/contracts/messages';
import { SIGN_IN_MESSAGES } from '@podium/contracts/auth/sign-in-messages';
import type { AppContext } from '../../../app-context';
import { DomainError, RateLimitError } from '../../../errors/domain-error';
import { CaptchaUnavailableError } from '../../../platform/captcha/captcha-verifier';
import { SmsSendError } from '../../../platform/sms/sms-sender';
import type { TenantRow } from '../../tenants';
import { isAdmitted } from '../sign-in-policy';
import { findUserByPhone } from '../../users';
import { generateOtp, hashOtp } from './otp-hash';
import { findLockout, insertSend, listRecentSends, lockPhone, markCaptchaUsed, replaceCode } from './otp.repository';
import { claimSendBudgets, findAllowance, releaseSendBudgets, requireEscalatedCaptchaNearCap } from './send-allowance';
import { LONGEST_SEND_WINDOW_SECONDS, PHONE_SEND_LIMITS, secondsUntilNextSend, sendLimitsOf } from './send-limits';

export interface GenerateOtpResult {
  phone: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

/** Spends a captcha solution: verified by its provider and never accepted twice. Answers its cost, when known. */
export async function spendCaptcha(deps: AppContext, captchaToken: string | undefined, ip: string): Promise<{ cost?: number }> {
  if (!captchaToken) throw new DomainError('CAPTCHA_FAILED', MESSAGES.phone.captchaRequired);
  let verdict;
  try {
    verdict = await deps.captcha.verify(captchaToken, ip);
  } catch (error) {
    if (error instanceof CaptchaUnavailableError) throw new DomainError('UPSTREAM_FAILED', SIGN_IN_MESSAGES.captchaUnavailable);
    throw error;
  }
  if (!verdict.ok) throw new DomainError('CAPTCHA_FAILED', SIGN_IN_MESSAGES.captchaFailed);
  const isFirstUse = await markCaptchaUsed(deps.db, verdict.solutionId, verdict.expiresAt, deps.clock.now());
  if (!isFirstUse) throw new DomainError('CAPTCHA_FAILED', SIGN_IN_MESSAGES.captchaUsed);
  return { cost: verdict.cost };
}

/** Who asks for a code, as the send limits need it. */
export interface OtpClient {
  ip: string;
  /** The known-device cookie the browser sent, if any. */
  knownDeviceCookie?: string;
  warn(detail: object, message: string): void;
  error(detail: object, message: string): void;
}

/**
 * Sends a new code to a phone: captcha, tenant policy, lock, send limits and SMS budgets (not for
 * test numbers), then the code is stored (hashed) and sent in one transaction, so a failed SMS
 * leaves nothing behind and gives its budget back.
 */
export async function generateOtpCode(
  deps: AppContext,
  tenant: TenantRow,
  input: { phone: string; captchaToken?: string },
  client: OtpClient,
): Promise<GenerateOtpResult> {
  const { ip } = client;
  const { phone } = input;
  const captcha = await spendCaptcha(deps, input.captchaToken, ip);

  // Where only registered people may sign in, an unknown number gets the same answer, limits and a
  // stored (never sent) code as a known one, so neither this call nor verifyOtp tells whether a
  // number is registered; only known numbers get an SMS.
  const user = await findUserByPhone(deps.db, tenant.id, phone);
  const isAdmittedPhone = tenant.signInPolicy === 'open' || isAdmitted(tenant.signInPolicy, user);

  const now = deps.clock.now();
  const lockout = await findLockout(deps.db, tenant.id, phone);
  if (lockout?.lockedUntil && lockout.lockedUntil > now) {
    throw new RateLimitError(MESSAGES.otp.tooManyAttempts, Math.ceil((lockout.lockedUntil.getTime() - now.getTime()) / 1000), 'OTP_LOCKED');
  }

  const testCode = deps.config.OTP_TEST_NUMBERS.get(phone);
  const code = testCode ?? generateOtp();
  const ttlSeconds = deps.config.OTP_TTL_SECONDS;
  const allowance = testCode ? 'unknown' : await findAllowance(deps, tenant.id, phone, user, client.knownDeviceCookie, now);
  if (!testCode && allowance === 'unknown') await requireEscalatedCaptchaNearCap(deps, tenant.id, captcha.cost, now);
  const claimed = testCode ? [] : await claimSendBudgets(deps, { tenantId: tenant.id, phone, allowance }, now, client);
  try {
    await deps.db.transaction(async (tx) => {
      await lockPhone(tx, phone);
      if (!testCode) {
        const since = new Date(now.getTime() - LONGEST_SEND_WINDOW_SECONDS * 1000);
        const recent = await listRecentSends(tx, { tenantId: tenant.id, phone, ip, isKnownDevice: allowance === 'device' }, since);
        const waitSeconds = secondsUntilNextSend(recent, now, sendLimitsOf(deps.config.OTP_IP_HOURLY_LIMIT));
        if (waitSeconds > 0) throw new RateLimitError(MESSAGES.otp.tooManyAttempts, waitSeconds);
        await insertSend(tx, { tenantId: tenant.id, phone, ip, sentAt: now, allowance });
      }
      await replaceCode(tx, {
        tenantId: tenant.id,
        phone,
        codeHash: hashOtp(deps.secrets.dataEncryptionKey, tenant.id, phone, code),
        expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
        createdAt: now,
      });
      // Test numbers get no SMS (their code is fixed and known), nor do numbers the tenant does not admit.
      if (!testCode && isAdmittedPhone) {
        const text = `${code} is your ${tenant.settings.siteTitle} sign-in code. It expires in ${Math.round(ttlSeconds / 60)} minutes. Do not share it.`;
        await deps.smsSender.send({ phone, text, code, ttlSeconds });
      }
    });
  } catch (error) {
    await releaseSendBudgets(deps, claimed);
    if (error instanceof RateLimitError) {
      deps.metrics.otpSends.inc({ outcome: 'limited' });
      throw error;
    }
    if (error instanceof SmsSendError) {
      deps.metrics.otpSends.inc({ outcome: 'failed' });
      // The provider's words go to the log; the person reads a plain message.
      client.warn({ provider: error.provider, detail: error.detail }, 'SMS send failed');
      throw new DomainError('UPSTREAM_FAILED', SIGN_IN_MESSAGES.smsFailed);
    }
    throw error;
  }
  deps.metrics.otpSends.inc({ outcome: 'sent' });
  return { phone, expiresInSeconds: ttlSeconds, resendAfterSeconds: testCode ? 0 : PHONE_SEND_LIMITS[0]!.windowSeconds };
}
