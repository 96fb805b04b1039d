import type { HostedCaptchaProvider } from './captcha-choice';

// Apart from captcha-choice.ts, which the phone step needs at once: the providers' scripts are only
// wanted when a hosted widget loads (after the form has painted), so their table loads with it.

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

/** The script address with the documented explicit-render parameters. */
export function hostedCaptchaScriptUrl(provider: HostedCaptchaProvider, onloadCallbackName: string): string {
  const { scriptUrl, extraParams } = HOSTED_CAPTCHAS[provider];
  const params = new URLSearchParams({ onload: onloadCallbackName, render: 'explicit', ...extraParams });
  return `${scriptUrl}?${params.toString()}`;
}
