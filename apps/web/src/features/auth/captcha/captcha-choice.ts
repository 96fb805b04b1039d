import type { TenantConfig } from '@podium/contracts/tenant/tenant-config';

export type CaptchaConfig = TenantConfig['captcha'];
export type HostedCaptchaProvider = 'turnstile' | 'hcaptcha' | 'recaptcha';

/** The global a provider's script defines, with the explicit-render calls the login page uses. */
export type HostedCaptchaGlobal = 'turnstile' | 'hcaptcha' | 'grecaptcha';

interface HostedCaptchaScript {
  /** The provider's documented script address (loaded with `render=explicit` and an `onload` callback). */
  scriptUrl: string;
  global: HostedCaptchaGlobal;
  /** Further documented query parameters. */
  extraParams?: Record<string, string>;
}

/**
 * Where each hosted widget comes from. All three document the same explicit-render pattern:
 * `api.js?onload=<global function>&render=explicit`, then `<global>.render(container, { sitekey,
 * callback, 'expired-callback', 'error-callback' })` returning a widget id for `reset(id)`.
 */
export const HOSTED_CAPTCHAS: Record<HostedCaptchaProvider, HostedCaptchaScript> = {
  // developers.cloudflare.com/turnstile/get-started/client-side-rendering/ (explicit rendering)
  turnstile: { scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js', global: 'turnstile' },
  // docs.hcaptcha.com/configuration; recaptchacompat=off: we don't want it to define window.grecaptcha.
  hcaptcha: { scriptUrl: 'https://js.hcaptcha.com/1/api.js', global: 'hcaptcha', extraParams: { recaptchacompat: 'off' } },
  // developers.google.com/recaptcha/docs/display#explicit_render (v2 "I'm not a robot" checkbox)
  recaptcha: { scriptUrl: 'https://www.google.com/recaptcha/api.js', global: 'grecaptcha' },
};

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

/** The script address with the documented explicit-render parameters. */
export function hostedCaptchaScriptUrl(provider: HostedCaptchaProvider, onloadCallbackName: string): string {
  const { scriptUrl, extraParams } = HOSTED_CAPTCHAS[provider];
  const params = new URLSearchParams({ onload: onloadCallbackName, render: 'explicit', ...extraParams });
  return `${scriptUrl}?${params.toString()}`;
}
