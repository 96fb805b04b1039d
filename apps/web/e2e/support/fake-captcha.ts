import type { Page } from '@playwright/test';
import { captchaCspSources, type CaptchaCspSources } from '../../../api/src/platform/captcha/captcha-csp';
import { rewritePageDocuments, withoutBootAnswers } from './boot-answers';

export type HostedProvider = 'turnstile' | 'hcaptcha' | 'recaptcha';

/** The real script addresses (the page must ask exactly these) and the global each one defines. */
export const PROVIDER_SCRIPTS: Record<HostedProvider, { url: string; global: string }> = {
  turnstile: { url: 'https://challenges.cloudflare.com/turnstile/v0/api.js', global: 'turnstile' },
  hcaptcha: { url: 'https://js.hcaptcha.com/1/api.js', global: 'hcaptcha' },
  recaptcha: { url: 'https://www.google.com/recaptcha/api.js', global: 'grecaptcha' },
};

/**
 * A stand-in for a provider's api.js (no internet here): it defines the documented global with
 * `render(container, { sitekey, callback, 'expired-callback', 'error-callback' })`, `reset(id)` (and
 * `remove(id)` except reCAPTCHA, which has none), calls the `onload` function named in its own query
 * string, and draws a button that, when clicked, calls `callback` with `<provider>-token-<n>`.
 * `window.fakeCaptcha` records what the page did.
 */
export function fakeProviderScript(provider: HostedProvider): string {
  const { global } = PROVIDER_SCRIPTS[provider];
  return `(() => {
  const src = new URL(document.currentScript.src);
  const record = (window.fakeCaptcha = { query: Object.fromEntries(src.searchParams), renders: [], resets: 0, removes: 0, solved: 0 });
  const widgets = new Map();
  let nextId = 0;
  const api = {
    render(container, params) {
      if (!(container instanceof HTMLElement)) throw new Error('render needs an element');
      const id = ${provider === 'turnstile' ? "'cf-chl-widget-' + nextId++" : 'nextId++'};
      record.renders.push({ sitekey: params.sitekey, callbacks: Object.keys(params).filter((key) => typeof params[key] === 'function').sort() });
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Fake ${provider}: I am human';
      button.dataset.sitekey = params.sitekey;
      button.addEventListener('click', () => params.callback('${provider}-token-' + ++record.solved));
      container.appendChild(button);
      widgets.set(id, params);
      return id;
    },
    reset(id) { if (!widgets.has(id)) throw new Error('reset of an unknown widget ' + id); record.resets++; },
    expire() { for (const params of widgets.values()) params['expired-callback'](); },
  };
  ${provider === 'recaptcha' ? '' : 'api.remove = (id) => { widgets.delete(id); record.removes++; };'}
  window.${global} = api;
  const onload = src.searchParams.get('onload');
  setTimeout(() => window[onload](), 0);
})();`;
}

/** Answers the provider's script URL with the fake; returns the script URLs the page asked for. */
export async function serveFakeProviderScripts(page: Page): Promise<string[]> {
  const requested: string[] = [];
  for (const provider of Object.keys(PROVIDER_SCRIPTS) as HostedProvider[]) {
    await page.route(`${PROVIDER_SCRIPTS[provider].url}*`, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: fakeProviderScript(provider) });
    });
  }
  return requested;
}

/** The tenant config as the API answers it with CAPTCHA_PROVIDER=<provider> and CAPTCHA_SITE_KEY=<siteKey>. */
export async function answerTenantConfigWithCaptcha(page: Page, captcha: { provider: HostedProvider; siteKey: string }) {
  await withoutBootAnswers(page);
  await page.route('**/api/tenant-config', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.captcha = captcha;
    await route.fulfill({ response, json: body });
  });
}

const DIRECTIVES: Record<keyof CaptchaCspSources, string> = {
  scriptSrc: 'script-src',
  frameSrc: 'frame-src',
  styleSrc: 'style-src',
  connectSrc: 'connect-src',
};

/** Adds captchaCspSources(provider) to a CSP header, as the API does when CAPTCHA_PROVIDER names it. */
export function withCaptchaSources(header: string, provider: HostedProvider): string {
  const directives = new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources] as const),
  );
  const sources = captchaCspSources(provider);
  for (const [key, directive] of Object.entries(DIRECTIVES) as [keyof CaptchaCspSources, string][]) {
    if (sources[key].length === 0) continue;
    directives.set(directive, [...(directives.get(directive) ?? ["'self'"]), ...sources[key]]);
  }
  return [...directives].map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/**
 * The e2e server runs ALTCHA, so its pages carry the ALTCHA policy (no third-party origin). This
 * serves the page documents with the policy the API sends for `provider` (same function), so the
 * browser enforces exactly what production would.
 */
export async function servePagesWithCaptchaCsp(page: Page, provider: HostedProvider) {
  await rewritePageDocuments(page, (document) => {
    document.headers['content-security-policy'] = withCaptchaSources(document.headers['content-security-policy'] ?? '', provider);
  });
}
