import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { E2E_PORT } from '../playwright.config';
import { signUpThroughApi } from './support/api-sign-in';
import { mailsTo } from './support/e2e-mail';

/** Verifying the profile's email through the emailed link. New people use 6000000500-04 (code 531642). */
const CODE = '531642';
/** Screenshots at phone and laptop width, for a person to look at (not kept in the repository). */
const shot = (name: string) => path.join(import.meta.dirname, '../../../.test-output', `${name}.png`);

test('profile: Not verified → Send verification link → the emailed link verifies once → Verified', async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const email = `vera.${Date.now().toString(36)}@example.com`;
  const token = await signUpThroughApi(request, '6000000500', CODE, { name: 'Vera Verify', email, companyName: 'Initech' });
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('lastSeenCouponCount', '99');
  }, token);

  await page.goto('/profile');
  await expect(page.getByText('Not verified')).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: shot(`profile-not-verified-${width}`), fullPage: true });
  }
  await page.getByRole('button', { name: 'Send verification link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We sent a verification link to ${email}.` })).toBeVisible();

  await expect.poll(() => mailsTo(E2E_PORT, email).length).toBe(1);
  const mail = mailsTo(E2E_PORT, email)[0]!;
  const link = /(https?:\/\/[^\s"<>]+\/verify-email\?token=[\w%-]+)/.exec(mail)?.[1];
  // The demo tenant answers only local names: links go to http://localhost:{port}, whatever the Host header said.
  expect(link?.startsWith(`http://localhost:${E2E_PORT}/verify-email?token=`)).toBe(true);

  await page.goto(link!);
  await expect(page.getByRole('status').filter({ hasText: 'Your email address is verified.' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send verification link' })).toHaveCount(0);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: shot(`profile-verified-${width}`), fullPage: true });
  }

  // The link works once.
  await page.goto(link!);
  await expect(page.getByRole('alert')).toContainText('already used');
});

test('after SSO made a separate account, /Login says so in plain words and Continue goes to the return path', async ({ page }) => {
  await page.goto('/Login?notice=separate_account&redirect=%2Fevent-calendar');
  const notice = page.getByRole('status').filter({ hasText: 'You are signed in with a new account.' });
  await expect(notice).toContainText('without ever verifying it');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: shot('login-separate-account-390'), fullPage: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/event-calendar$/);
});
