import type { Config } from '../../config/config';

export type CaptchaProviderName = Config['CAPTCHA_PROVIDER'];

/** CSP sources a captcha widget needs on the pages that show it, by directive (helmet's camelCase names). */
export interface CaptchaCspSources {
  scriptSrc: string[];
  frameSrc: string[];
  styleSrc: string[];
  connectSrc: string[];
}

const NOTHING: CaptchaCspSources = { scriptSrc: [], frameSrc: [], styleSrc: [], connectSrc: [] };

/**
 * Each hosted provider's documented allowlist, no more:
 * - Turnstile (developers.cloudflare.com/turnstile/reference/content-security-policy): script-src and
 *   frame-src https://challenges.cloudflare.com (its pre-clearance fetch goes to 'self', already allowed).
 * - hCaptcha (docs.hcaptcha.com, "Content-Security-Policy Settings"): https://hcaptcha.com and
 *   https://*.hcaptcha.com in script-src, frame-src, style-src and connect-src; asset subdomains change,
 *   so no single subdomain is pinned.
 * - reCAPTCHA (developers.google.com/recaptcha/docs/faq, CSP question): scripts from
 *   https://www.google.com/recaptcha/ and https://www.gstatic.com/recaptcha/, frames from
 *   https://www.google.com/recaptcha/ and https://recaptcha.google.com/recaptcha/.
 * ALTCHA is served from our own bundle and its challenge from our API: nothing to add.
 */
const PROVIDER_SOURCES: Record<CaptchaProviderName, CaptchaCspSources> = {
  altcha: NOTHING,
  none: NOTHING,
  turnstile: {
    scriptSrc: ['https://challenges.cloudflare.com'],
    frameSrc: ['https://challenges.cloudflare.com'],
    styleSrc: [],
    connectSrc: [],
  },
  hcaptcha: {
    scriptSrc: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    frameSrc: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    styleSrc: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    connectSrc: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
  recaptcha: {
    scriptSrc: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    styleSrc: [],
    connectSrc: [],
  },
};

/** The origins CAPTCHA_PROVIDER adds to the Content-Security-Policy (copies: callers may extend them). */
export function captchaCspSources(provider: CaptchaProviderName): CaptchaCspSources {
  const sources = PROVIDER_SOURCES[provider];
  return {
    scriptSrc: [...sources.scriptSrc],
    frameSrc: [...sources.frameSrc],
    styleSrc: [...sources.styleSrc],
    connectSrc: [...sources.connectSrc],
  };
}
