import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { authenticatorCode } from './support/authenticator';
import { evaluateSettled } from './support/evaluate-settled';
import { chooseLogout } from './support/log-out';

/**
 * Two-factor authentication end to end in Chromium: turn it on at /security by reading the secret
 * from the page (the code is computed here, as an authenticator would), sign out, sign in with
 * phone + OTP + TOTP, sign in again with a recovery code, turn it off.
 * Its own fresh numbers (6000000200-209, code 135790: e2e/support/start-e2e-server.ts).
 */
const MFA_TEST_CODE = '135790';
let phone = '';

/** A new person through the real API (captcha solved in Node), with the details a first sign-in asks for. */
async function signUpThroughApi(request: APIRequestContext): Promise<string> {
  const challenge = await (await request.get('/api/captcha/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const captchaToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  expect((await request.post('/api/customer/generateOtp', { data: { phone, captchaToken } })).ok()).toBe(true);
  const verified = await request.post('/api/customer/verifyOtp', {
    data: {
      phone,
      otp: MFA_TEST_CODE,
      name: 'Mira Factor',
      gender: 'female',
      email: `mira.${phone}@example.com`,
      companyName: 'Acme Corp',
    },
  });
  const body = await verified.json();
  expect(body.token, JSON.stringify(body)).toBeTruthy();
  return body.token;
}

async function signInWithPhone(page: Page) {
  await page.goto('/Login');
  await page.getByLabel('Mobile number').fill(phone);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(MFA_TEST_CODE);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
}

/** Logout from the avatar menu. The page may reload 0.5 s after an auth change (spec section 4): let that pass first. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await chooseLogout(page);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeHidden();
}

test('turn MFA on, sign in with a code, then with a recovery code, then turn it off', async ({ page, request }) => {
  test.setTimeout(180_000);
  // One number per run of this test (repeats and retries each get their own; the database is shared).
  phone = `60000002${String((test.info().repeatEachIndex + test.info().retry * 3) % 10).padStart(2, '0')}`;
  const token = await signUpThroughApi(request);
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);

  await page.goto('/security');
  await expect(page.getByTestId('mfa-status')).toHaveText('Off');
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // Validation of spec section 5 before anything is sent.
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid 6-digit TOTP code.');
  const setup = await authenticatorCode(secret);
  await page.getByLabel('Code from your app').fill(setup.code);
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();
  expect(recoveryCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as .txt' }).click();
  expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
  await expect(page.getByTestId('mfa-status')).toHaveText('On');
  await page.getByRole('button', { name: 'I saved my recovery codes' }).click();
  await expect(page.getByTestId('recovery-codes-remaining')).toHaveText('10');

  await page.goto('/');
  await signOut(page);
  await signInWithPhone(page);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter the 6-digit MFA code.');
  const login = await authenticatorCode(secret, setup.step);
  await page.getByLabel('Authentication code').fill(login.code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verification successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  expect(await evaluateSettled(page, () => localStorage.getItem('token'))).toBeTruthy();

  await signOut(page);
  await signInWithPhone(page);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode.toLowerCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('9 recovery codes left')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });

  await page.goto('/security');
  await expect(page.getByTestId('recovery-codes-remaining')).toHaveText('9');
  await page.getByRole('button', { name: 'Turn off' }).click();
  await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your current TOTP code to disable MFA.');
  const disable = await authenticatorCode(secret, login.step);
  await page.getByLabel('Current code from your app').fill(disable.code);
  await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expect(page.getByTestId('mfa-status')).toHaveText('Off');
  const activity = page.getByRole('list', { name: 'Security activity' });
  await expect(activity).toContainText('Two-factor authentication turned off');
  await expect(activity).toContainText('Recovery code used to sign in (9 left)');
  await expect(activity).toContainText('Two-factor authentication turned on');
});

test('cancel at the MFA step clears the stored sign-in and reloads /Login', async ({ page }) => {
  await page.goto('/Login');
  // Let the first tenant check run: a tenant change clears MFA session keys (spec section 4).
  await page.waitForFunction(() => localStorage.getItem('lastTenant'));
  await page.evaluate(() => {
    const payload = btoa(JSON.stringify({ purpose: 'mfa-challenge', sub: '1' })).replace(/=+$/, '');
    sessionStorage.setItem('mfaData', JSON.stringify({ userId: 1, mfaChallengeToken: `e30.${payload}.x` }));
    localStorage.setItem('user', '{"name":"Someone"}');
  });
  // The app-shell modal picks up a challenge that came with a social sign-in.
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Authentication code').fill('123456');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Authentication token not found. Please try logging in again.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/Login$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('user'), sessionStorage.getItem('mfaData'), localStorage.getItem('token')]),
  ).toEqual([null, null, null]);
});
