import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { SIGN_IN_MESSAGES } from '@podium/contracts/auth/sign-in-messages';
import {
  answerTenantConfigWithCaptcha,
  PROVIDER_SCRIPTS,
  serveFakeProviderScripts,
  servePagesWithCaptchaCsp,
  type HostedProvider,
} from './support/fake-captcha';

/**
 * Turnstile, hCaptcha and reCAPTCHA on /Login, without internet: the tenant config says which
 * provider (as the API does under CAPTCHA_PROVIDER), each provider's api.js is answered by a fake
 * implementing its documented explicit-render global, and the page carries the CSP the API sends
 * for that provider. The e2e server itself verifies ALTCHA, so it refuses these tokens, which
 * also exercises the reset after a refused token.
 */
const SITE_KEY = '0x4AAAAAAAfakeSiteKey';
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send OTP' });
const fakeWidget = (page: Page, provider: HostedProvider) => page.getByRole('button', { name: `Fake ${provider}: I am human` });
const phone = (index: number) => `70000042${String(index).padStart(2, '0')}`;

const PROVIDERS: HostedProvider[] = ['turnstile', 'hcaptcha', 'recaptcha'];

for (const [index, provider] of PROVIDERS.entries()) {
  test(`${provider}: renders with the site key, enables Send OTP after its callback and sends its token`, async ({ page }) => {
    const scripts = await serveFakeProviderScripts(page);
    await answerTenantConfigWithCaptcha(page, { provider, siteKey: SITE_KEY });
    await servePagesWithCaptchaCsp(page, provider);
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
    });

    await page.goto('/Login');
    const container = page.getByTestId('captcha');
    await expect(container).toHaveAttribute('data-captcha-provider', provider);
    await expect(fakeWidget(page, provider)).toHaveAttribute('data-sitekey', SITE_KEY);

    // Only this provider's script, asked for explicit rendering with our onload callback.
    expect(scripts).toHaveLength(1);
    const scriptUrl = new URL(scripts[0]!);
    expect(`${scriptUrl.origin}${scriptUrl.pathname}`).toBe(PROVIDER_SCRIPTS[provider].url);
    expect(scriptUrl.searchParams.get('render')).toBe('explicit');
    const record = await page.evaluate(() => (window as unknown as { fakeCaptcha: { renders: unknown[]; query: object } }).fakeCaptcha);
    expect(record.renders).toEqual([{ sitekey: SITE_KEY, callbacks: ['callback', 'error-callback', 'expired-callback'] }]);

    // 10 digits alone are not enough: the provider's callback must have come.
    await page.getByLabel('Mobile number').fill(phone(index));
    await expect(sendButton(page)).toBeDisabled();
    await fakeWidget(page, provider).click();
    await expect(sendButton(page)).toBeEnabled();

    // An expired token disables Send OTP until the widget calls back again.
    await page.evaluate(
      (global) => (window as unknown as Record<string, { expire(): void }>)[global]!.expire(),
      PROVIDER_SCRIPTS[provider].global,
    );
    await expect(sendButton(page)).toBeDisabled();
    await fakeWidget(page, provider).click();
    await expect(sendButton(page)).toBeEnabled();

    const sent = page.waitForRequest('**/api/customer/generateOtp');
    await sendButton(page).click();
    expect((await sent).postDataJSON()).toEqual({ phone: phone(index), captchaToken: `${provider}-token-2` });

    // This server checks ALTCHA, so it refuses the token: the message shows and the widget is reset.
    await expect(page.getByRole('alert')).toHaveText(SIGN_IN_MESSAGES.captchaFailed);
    await expect(sendButton(page)).toBeDisabled();
    expect(await page.evaluate(() => (window as unknown as { fakeCaptcha: { resets: number } }).fakeCaptcha.resets)).toBe(1);
    expect(cspViolations).toEqual([]);
  });
}

test('turnstile: an accepted token leads to the code step', async ({ page }) => {
  await serveFakeProviderScripts(page);
  await answerTenantConfigWithCaptcha(page, { provider: 'turnstile', siteKey: SITE_KEY });
  await servePagesWithCaptchaCsp(page, 'turnstile');
  await page.route('**/api/customer/generateOtp', (route) =>
    route.fulfill({
      json: { success: true, message: 'OTP sent', data: { phone: phone(9), expiresInSeconds: 300, resendAfterSeconds: 60 } },
    }),
  );
  await page.goto('/Login');
  await page.getByLabel('Mobile number').fill(phone(9));
  await fakeWidget(page, 'turnstile').click();
  await sendButton(page).click();
  await expect(page.getByRole('group', { name: 'One-time code' })).toBeVisible();
});

test('the provider script is not loaded off /Login, and the ALTCHA policy blocks it', async ({ page }) => {
  const scripts = await serveFakeProviderScripts(page);
  await answerTenantConfigWithCaptcha(page, { provider: 'turnstile', siteKey: SITE_KEY });
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });

  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(scripts).toEqual([]);

  // Under the server's own policy (ALTCHA: no third-party origin) the browser refuses the script
  // before asking for it, and the page says so instead of waiting forever.
  await page.goto('/Login');
  await expect(page.getByTestId('captcha').getByRole('alert')).toContainText('The CAPTCHA could not load.');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(scripts).toEqual([]);
  expect(cspViolations.join('\n')).toContain('https://challenges.cloudflare.com/turnstile/v0/api.js');
  await page.getByLabel('Mobile number').fill(phone(8));
  await expect(sendButton(page)).toBeDisabled();
});
