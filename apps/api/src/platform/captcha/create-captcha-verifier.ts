import { createHash } from 'node:crypto';
import type { Config } from '../../config/config';
import type { Clock } from '../clock';
import { AltchaCaptcha } from './altcha-captcha';
import type { CaptchaVerifier } from './captcha-verifier';
import { SiteverifyCaptcha } from './siteverify-captcha';

/** Accepts any non-empty token (CAPTCHA_PROVIDER=none: automated checks only; refused in production). */
export class NoCaptcha implements CaptchaVerifier {
  readonly provider = 'none' as const;
  constructor(private readonly clock: Clock) {}
  async verify(token: string) {
    return {
      ok: true as const,
      solutionId: createHash('sha256').update(`none:${token}:${Math.random()}`).digest('hex'),
      expiresAt: new Date(this.clock.now().getTime() + 60_000),
    };
  }
}

/** The captcha CAPTCHA_PROVIDER names. ALTCHA's HMAC key comes from the secrets; the others need CAPTCHA_SECRET and CAPTCHA_SITE_KEY. */
export function createCaptchaVerifier(config: Config, clock: Clock, hmacKey: string): CaptchaVerifier {
  switch (config.CAPTCHA_PROVIDER) {
    case 'altcha':
      return new AltchaCaptcha(hmacKey, config.ALTCHA_MAX_NUMBER, clock);
    case 'none':
      return new NoCaptcha(clock);
    default:
      if (!config.CAPTCHA_SECRET) throw new Error(`CAPTCHA_PROVIDER=${config.CAPTCHA_PROVIDER} needs CAPTCHA_SECRET`);
      // The login page renders the provider's widget with the site key; without it nobody could sign in.
      if (!config.CAPTCHA_SITE_KEY) throw new Error(`CAPTCHA_PROVIDER=${config.CAPTCHA_PROVIDER} needs CAPTCHA_SITE_KEY`);
      return new SiteverifyCaptcha(
        config.CAPTCHA_PROVIDER,
        { secret: config.CAPTCHA_SECRET, siteKey: config.CAPTCHA_SITE_KEY, verifyUrl: config.CAPTCHA_VERIFY_URL },
        clock,
      );
  }
}
