import { expect } from '@playwright/test';
import { test } from './support/test';
import { signUpThroughApi } from './support/api-sign-in';
import { screenshotPath } from './support/screenshots';

/** Issue 17's two-factor setup: a wrong code says it did not match; phone affordances; Cancel. Number 6000000901, code 428642. */
test('two-factor setup: open-in-app link, secret in fours with copy, a wrong code that did not match, Cancel', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const token = await signUpThroughApi(request, '6000000901', '428642', {
    name: 'Tara Twofactor',
    email: 'tara.6000000901@example.com',
    companyName: 'Initech',
  });
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto('/security');
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();

  await expect(page.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute('href', /^otpauth:\/\/totp\//);
  const secret = page.getByTestId('mfa-secret');
  await expect(secret.locator('span').first()).toHaveText(/^[A-Z2-7]{4}$/);
  expect((await secret.textContent())!.trim()).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('button', { name: 'Copy secret key' })).toBeVisible();

  // A well-formed code that is not the app's: it did not match (not "enter a valid code").
  await page.getByLabel('Code from your app').fill('000000');
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code did not match. Check the time on your phone and try again.');
  for (const [label, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['laptop', { width: 1366, height: 768 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: screenshotPath(`security-mfa-setup-${label}`), fullPage: true });
  }

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();
});
