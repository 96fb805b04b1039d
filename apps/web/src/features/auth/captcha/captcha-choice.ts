import type { TenantConfig } from '@podium/contracts/tenant/tenant-config';

export type CaptchaConfig = TenantConfig['captcha'];
export type HostedCaptchaProvider = 'turnstile' | 'hcaptcha' | 'recaptcha';

/** What the phone step shows for the tenant's captcha setting. */
export type CaptchaChoice =
  /** Tenant config not loaded yet: render nothing third-party until we know which provider. */
  | { kind: 'loading' }
  | { kind: 'altcha' }
  /** CAPTCHA_PROVIDER=none (automated checks only): no widget, a fixed token. */
  | { kind: 'none' }
  | { kind: 'hosted'; provider: HostedCaptchaProvider; siteKey: string }
  /** A hosted provider without a site key: the widget cannot render (the server refuses to start so). */
  | { kind: 'misconfigured'; provider: HostedCaptchaProvider };

export function chooseCaptcha(config: CaptchaConfig | undefined): CaptchaChoice {
  if (!config) return { kind: 'loading' };
  switch (config.provider) {
    case 'altcha':
      return { kind: 'altcha' };
    case 'none':
      return { kind: 'none' };
    default:
      return config.siteKey
        ? { kind: 'hosted', provider: config.provider, siteKey: config.siteKey }
        : { kind: 'misconfigured', provider: config.provider };
  }
}
