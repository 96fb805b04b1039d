import { expect, type Page } from '@playwright/test';
import { settle, test } from './support/test';
import { evaluateSettled } from './support/evaluate-settled';
import { authenticatorCode } from './support/authenticator';

/**
 * Corporate SSO and Google sign-in in Chromium, against the real OpenID provider (oidc-provider)
 * that `npm start` serves at /oidc-demo for the demo tenant (allowed domain podium.example).
 * Identities used only here: Ananya, Rahul (MFA), Sam (outside the domain); Asha is the demo admin,
 * linked by email. Provider-side tampering (wrong key, expired token) and the tenant policies are
 * covered by the API tests (apps/api/src/features/sso/sso.routes.test.ts), which can configure tenants.
 */

async function chooseIdentity(page: Page, name: string) {
  // A limit, not a speed goal: the way there is Podium's redirect (its first one reads the provider's
  // discovery document over HTTP) and the provider's own page; on a CI machine at load 11 the first
  // one took over the 10 s default (a clean-clone run, 2026-11-29).
  await expect(page.getByRole('heading', { name: 'Podium demo sign-in' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: new RegExp(name) }).click();
}

async function sessionUser(page: Page) {
  // The token may take a moment to land; a read on the auth-changed reload is retried (evaluateSettled).
  let token: string | null = null;
  await expect
    .poll(async () => {
      token = await evaluateSettled(
        page,
        () => localStorage.getItem('token') ?? document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? null,
      );
      return token;
    })
    .toBeTruthy();
  expect(token, 'a session token in storage or cookie').toBeTruthy();
  const answer = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()).user as { id: number; email: string | null; phone: string | null; name: string | null };
}

test.describe('sign-in choice screen', () => {
  test('shows the SSO section, "or", the enabled providers and the footer', async ({ page }) => {
    await page.goto('/Login');
    const choices = page.getByTestId('sign-in-choices');
    await expect(choices.getByLabel('Sign in with your work email')).toBeVisible();
    await expect(choices.getByRole('button', { name: 'Continue with SSO' })).toBeVisible();
    await expect(choices.getByRole('separator', { name: 'or' })).toHaveCount(2);
    await expect(choices.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(choices.getByRole('button', { name: 'Continue with GitHub' })).toHaveCount(0);
    await expect(page.getByText('By continuing, you agree to our Terms of Service and Privacy Policy')).toBeVisible();
  });

  test('checks the SSO email before leaving the page', async ({ page }) => {
    await page.goto('/Login');
    const continueWithSso = page.getByRole('button', { name: 'Continue with SSO' });
    await continueWithSso.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter your email address' })).toBeVisible();
    await page.getByLabel('Sign in with your work email').fill('ananya@podium');
    await continueWithSso.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' })).toBeVisible();
    await page.getByLabel('Sign in with your work email').fill('sam@outside.example');
    await continueWithSso.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Only email addresses from @podium.example are allowed' })).toBeVisible();
    await expect(page).toHaveURL(/\/Login$/);
  });
});

test.describe('corporate SSO through the demo directory', () => {
  test('an allowed domain signs in and returns to the page asked for', async ({ page }) => {
    await page.goto('/Login?redirect=%2Fmy-events');
    await page.getByLabel('Sign in with your work email').fill('ananya@podium.example');
    await page.getByRole('button', { name: 'Continue with SSO' }).click();
    await chooseIdentity(page, 'Ananya Rao');
    await expect(page).toHaveURL(/\/my-events$/);
    expect(await sessionUser(page)).toMatchObject({ email: 'ananya@podium.example', name: 'Ananya Rao' });
  });

  test('a domain the server refuses before the provider comes back with a friendly message', async ({ page }) => {
    await page.goto('/api/auth/login?connection=corporate&login_hint=sam%40outside.example');
    await expect(page).toHaveURL(/\/Login\?error=corporate_email_only/);
    await expect(page.getByRole('alert').first()).toHaveText('Please sign in with your corporate email address.');
  });

  test('a person outside the domain is refused after the provider', async ({ page }) => {
    await page.goto('/api/auth/login?connection=corporate&returnTo=%2Fprofile');
    await chooseIdentity(page, 'Sam Outsider');
    await expect(page).toHaveURL(/\/Login\?error=domain_not_authorized&redirect=%2Fprofile/);
    await expect(page.getByRole('alert').first()).toHaveText('Your email domain is not authorized for this site.');
  });

  test('a replayed callback is refused', async ({ page }) => {
    const callbackRequest = page.waitForRequest((request) => request.url().includes('/api/auth/callback/corporate'));
    await page.goto('/api/auth/login?connection=corporate');
    await chooseIdentity(page, 'Ananya Rao');
    const callbackUrl = (await callbackRequest).url();
    await expect(page).toHaveURL(/\/$/);
    // The sign-in copies the token cookie and reloads the page 0.5 s later (spec section 9); a
    // navigation started inside that window was aborted by the reload on a busy machine.
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    await settle(page);
    await page.goto(callbackUrl);
    await expect(page).toHaveURL(/\/Login\?error=login_failed/);
    await expect(page.getByRole('alert').first()).toHaveText('Login failed');
  });

  test('a callback whose state this browser did not start is refused', async ({ page }) => {
    // The browser holds a flow of its own (sso_flow cookie) when a forged callback arrives.
    await page.goto('/api/auth/login?connection=corporate');
    await expect(page.getByRole('heading', { name: 'Podium demo sign-in' })).toBeVisible();
    await page.goto('/api/auth/callback/corporate?code=forged-code&state=forged-state');
    await expect(page).toHaveURL(/\/Login\?error=login_failed/);
    await expect(page.getByRole('alert').first()).toHaveText('Login failed');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('Google sign-in (demo stand-in)', () => {
  test('links an existing account by its verified email', async ({ page }) => {
    await page.goto('/Login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await chooseIdentity(page, 'Asha Admin');
    await expect(page).toHaveURL(/\/$/);
    expect(await sessionUser(page)).toMatchObject({ email: 'admin@podium.example', phone: '9000000001' });
  });

  test('a user with MFA on gets the MFA modal after signing in', async ({ page, request }) => {
    // Rahul signs in once, then turns MFA on through the API as an authenticator app would.
    await page.goto('/api/auth/login?connection=google');
    await chooseIdentity(page, 'Rahul Mehta');
    await expect(page).toHaveURL(/\/$/);
    const token = await evaluateSettled(page, () => document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? localStorage.getItem('token'));
    const auth = { authorization: `Bearer ${token}` };
    const setup = await (await request.post('/api/mfa/initiate-setup', { headers: auth, data: {} })).json();
    const setupCode = await authenticatorCode(setup.secret);
    const verified = await request.post('/api/mfa/verify-setup', { headers: auth, data: { totpCode: setupCode.code } });
    expect(verified.ok(), await verified.text()).toBe(true);

    // Signed out on a page with no app on it: the app, seeing its token go, would navigate to /Login
    // itself and abort the next goto (a CI run failed so, net::ERR_ABORTED).
    await page.goto('/api/health');
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/api/auth/login?connection=google&returnTo=%2Fprofile');
    await chooseIdentity(page, 'Rahul Mehta');
    await expect(page).toHaveURL(/\/profile$/);
    const modal = page.getByRole('dialog', { name: 'Two-factor authentication' });
    await expect(modal).toBeVisible();
    // The setup code's step is used up: the next one, as the server's window allows.
    await modal.getByLabel('Authentication code').fill((await authenticatorCode(setup.secret, setupCode.step)).code);
    await modal.getByRole('button', { name: 'Verify' }).click();
    await expect(modal).toBeHidden();
    expect(await sessionUser(page)).toMatchObject({ email: 'rahul@podium.example' });
  });
});
