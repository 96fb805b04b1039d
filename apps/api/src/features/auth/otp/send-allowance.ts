import { MESSAGES } from '@podium/contracts/messages';
import { SIGN_IN_MESSAGES } from '@podium/contracts/auth/sign-in-messages';
import type { AppContext } from '../../../app-context';
import type { OtpSendAllowance } from '../../../db/schema/index';
import { DomainError, RateLimitError } from '../../../errors/domain-error';
import { AltchaCaptcha } from '../../../platform/captcha/altcha-captcha';
import { hasSignedInWithOtp } from '../../sessions';
import type { UserRow } from '../../users';
import { isKnownDevice } from './known-device';
import { claimBudget, deleteOldBudgetWindows, readBudgetUse, releaseBudget } from './send-budgets.repository';
import { budgetsForSend, isNearCap, secondsUntilWindowEnds, unknownBudgetsOf, type SendBudget } from './sms-budgets';

/**
 * Whose allowance a send to `phone` uses (issue 28): `device` when the browser holds a known-device
 * cookie for this tenant and number, `number` when the number signed in on this tenant before
 * (it proved the phone), `unknown` otherwise.
 */
export async function findAllowance(
  deps: AppContext,
  tenantId: number,
  phone: string,
  user: UserRow | undefined,
  knownDeviceCookie: string | undefined,
  now: Date,
): Promise<OtpSendAllowance> {
  if (isKnownDevice(knownDeviceCookie, deps.secrets.sessionSecret, tenantId, phone, now, deps.config.OTP_KNOWN_DEVICE_DAYS))
    return 'device';
  if (user && (await hasSignedInWithOtp(deps.db, user.id))) return 'number';
  return 'unknown';
}

/** True when the tenant has used OTP_CAPTCHA_ESCALATION_PERCENT of an unknown-number budget. */
export async function isTenantNearCap(deps: AppContext, tenantId: number, now: Date): Promise<boolean> {
  const budgets = unknownBudgetsOf(deps.config, tenantId, now);
  return isNearCap(budgets, await readBudgetUse(deps.db, budgets), deps.config.OTP_CAPTCHA_ESCALATION_PERCENT);
}

/**
 * Near the tenant's budget an unknown number needs an ALTCHA solution issued at the escalated cost;
 * a cheaper one is refused (400) so the widget solves a fresh, harder challenge. People get through
 * a few seconds later; a bot pays ten times more per send. Hosted captchas have no cost to raise.
 */
export async function requireEscalatedCaptchaNearCap(
  deps: AppContext,
  tenantId: number,
  cost: number | undefined,
  now: Date,
): Promise<void> {
  if (!(deps.captcha instanceof AltchaCaptcha) || cost === undefined) return;
  if (cost >= deps.captcha.escalatedCost()) return;
  if (await isTenantNearCap(deps, tenantId, now)) throw new DomainError('CAPTCHA_FAILED', SIGN_IN_MESSAGES.captchaEscalated);
}

/**
 * Claims the send in each of its budgets, in order; on the first full one, gives back what it
 * claimed and refuses (429, Retry-After until that window ends). A full global cap is the alarm:
 * logged as an error with the stable message "SMS global cap reached".
 */
export async function claimSendBudgets(
  deps: AppContext,
  send: { tenantId: number; phone: string; allowance: OtpSendAllowance },
  now: Date,
  log: { error(detail: object, message: string): void },
): Promise<SendBudget[]> {
  await deleteOldBudgetWindows(deps.db, now);
  const claimed: SendBudget[] = [];
  for (const budget of budgetsForSend(deps.config, send, now)) {
    if (await claimBudget(deps.db, budget)) {
      claimed.push(budget);
      continue;
    }
    await releaseSendBudgets(deps, claimed);
    deps.metrics.otpPumpingRefusals.inc({ limit: budget.limit });
    deps.metrics.otpSends.inc({ outcome: 'limited' });
    const retryAfterSeconds = secondsUntilWindowEnds(budget, now);
    if (budget.isGlobal) {
      log.error({ alarm: 'sms-global-cap', limit: budget.limit, max: budget.max, tenantId: send.tenantId }, 'SMS global cap reached');
      throw new RateLimitError(SIGN_IN_MESSAGES.smsPaused, retryAfterSeconds);
    }
    if (send.allowance === 'unknown' && budget.limit !== 'prefix')
      throw new RateLimitError(SIGN_IN_MESSAGES.tenantBudgetSpent, retryAfterSeconds);
    throw new RateLimitError(MESSAGES.otp.tooManyAttempts, retryAfterSeconds);
  }
  return claimed;
}

/** Gives back budgets claimed for a send that did not happen (a limit refused it, or the SMS failed). */
export async function releaseSendBudgets(deps: AppContext, claimed: readonly SendBudget[]): Promise<void> {
  for (const budget of claimed) await releaseBudget(deps.db, budget);
}
