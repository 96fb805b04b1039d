import type { HostedCaptchaProvider } from './captcha-choice';
import { HOSTED_CAPTCHAS, hostedCaptchaScriptUrl } from './hosted-captchas';

/** Render parameters the three providers share (names as they document them). */
export interface HostedCaptchaRenderParams {
  sitekey: string;
  callback(token: string): void;
  'expired-callback'(): void;
  'error-callback'(): void;
}

export type HostedWidgetId = string | number;

/** The part of `window.turnstile` / `window.hcaptcha` / `window.grecaptcha` we call. */
export interface HostedCaptchaApi {
  render(container: HTMLElement, params: HostedCaptchaRenderParams): HostedWidgetId;
  reset(widgetId?: HostedWidgetId): void;
  /** Turnstile and hCaptcha; reCAPTCHA has none (its container is simply dropped). */
  remove?(widgetId: HostedWidgetId): void;
}

const loads = new Map<HostedCaptchaProvider, Promise<HostedCaptchaApi>>();

/**
 * Adds the provider's script to the page once (only the configured provider, only when the phone
 * step mounts) and resolves with its global when the script calls our `onload` function, which all
 * three call once they are ready for `render` (reCAPTCHA's api.js loads more code before that, so
 * the script element's own load event is too early). A failed load (offline, blocked by CSP or an
 * extension) rejects and may be retried.
 */
export function loadHostedCaptcha(provider: HostedCaptchaProvider): Promise<HostedCaptchaApi> {
  const pending = loads.get(provider);
  if (pending) return pending;
  const { global } = HOSTED_CAPTCHAS[provider];
  const onloadName = `podiumCaptchaOnload_${provider}`;
  const globals = window as unknown as Record<string, unknown>;
  const load = new Promise<HostedCaptchaApi>((resolve, reject) => {
    globals[onloadName] = () => {
      delete globals[onloadName];
      const api = globals[global] as HostedCaptchaApi | undefined;
      if (api && typeof api.render === 'function') resolve(api);
      else reject(new Error(`${provider}: the script loaded but window.${global}.render is missing`));
    };
    const script = document.createElement('script');
    script.src = hostedCaptchaScriptUrl(provider, onloadName);
    script.async = true;
    script.defer = true;
    script.dataset.captchaProvider = provider;
    script.addEventListener('error', () => {
      script.remove();
      delete globals[onloadName];
      reject(new Error(`${provider}: could not load ${script.src}`));
    });
    document.head.appendChild(script);
  });
  loads.set(provider, load);
  load.catch(() => loads.delete(provider));
  return load;
}
