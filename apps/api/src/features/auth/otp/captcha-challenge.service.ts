import { SIGN_IN_MESSAGES } from '@podium/contracts/auth/sign-in-messages';
import type { AppContext } from '../../../app-context';
import { DomainError } from '../../../errors/domain-error';
import { ALTCHA_PRESSURE_WINDOW_MS, AltchaCaptcha, type AltchaChallenge } from '../../../platform/captcha/altcha-captcha';
import { countRecentSendsFromIp } from './otp.repository';
import { isTenantNearCap } from './send-allowance';

/**
 * A signed ALTCHA challenge for the login page. Its cost rises with the sends from the address
 * (issue 12/13) and, near the tenant's unknown-number budget, to the escalated cost (issue 28).
 */
export async function createCaptchaChallenge(deps: AppContext, tenantId: number, ip: string): Promise<AltchaChallenge> {
  const captcha = deps.captcha;
  if (!(captcha instanceof AltchaCaptcha)) throw new DomainError('NOT_FOUND', SIGN_IN_MESSAGES.captchaNotSelfHosted);
  const now = deps.clock.now();
  const recentSends = await countRecentSendsFromIp(deps.db, ip, new Date(now.getTime() - ALTCHA_PRESSURE_WINDOW_MS));
  return captcha.createChallenge(ip, recentSends, await isTenantNearCap(deps, tenantId, now));
}
