import { CONTACT_RATE_LIMITED_MESSAGE, type ContactMessageRequest } from '@podium/contracts/contact/contact-message';
import type { AppContext } from '../../app-context';
import { consumeRateLimit } from '../../platform/rate-limit/rate-limiter';
import { spendCaptcha } from '../auth';
import { CONTACT_LIMITS } from './contact-limits';
import { insertContactMessage } from './contact.repository';

/**
 * Stores a Contact page message for the tenant's team: a captcha solution (verified like the OTP
 * send's, accepted once), then the per-address and per-IP limits, then the message.
 */
export async function sendContactMessage(deps: AppContext, tenantId: number, input: ContactMessageRequest, ip: string): Promise<void> {
  await spendCaptcha(deps, input.captchaToken, ip);
  const now = deps.clock.now();
  const email = input.email.toLowerCase();
  await consumeRateLimit(deps.db, `contact:email:${email}`, CONTACT_LIMITS.perEmail, now, CONTACT_RATE_LIMITED_MESSAGE);
  await consumeRateLimit(deps.db, `contact:ip:${ip}`, CONTACT_LIMITS.perIp, now, CONTACT_RATE_LIMITED_MESSAGE);
  await insertContactMessage(deps.db, { tenantId, name: input.name, email: input.email, message: input.message });
}
