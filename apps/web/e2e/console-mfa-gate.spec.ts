import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { MFA_SETUP_REQUIRED_MESSAGE } from '@podium/contracts/mfa/mfa-enforcement';
import { E2E_PORT } from '../playwright.config';
import { DEMO_PHONES, signInThroughApi } from './support/api-sign-in';

/**
 * Staff and admins whose site requires two-factor authentication cannot use the consoles before
 * setting it up: the API refuses every console call (403 MFA_SETUP_REQUIRED, console-mfa.test.ts),
 * and /admin and /staff say so with a link to /security instead of a page of refusals. The demo
 * tenant does not require MFA, so the test answers GET /api/mfa/status through the page (as
 * mfa-setup-prompt.spec.ts does); everything else is the real app.
 */
const tokens: Partial<Record<'admin' | 'staff', string>> = {};

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  tokens.admin = await signInThroughApi(request, DEMO_PHONES.admin);
  tokens.staff = await signInThroughApi(request, DEMO_PHONES.staff);
  await request.dispose();
});

async function signedIn(page: Page, token: string, status: { isSetupRequired: boolean; isMfaEnabled: boolean }) {
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.route('**/api/mfa/status', (route) =>
    route.fulfill({
      json: {
        success: true,
        message: 'OK',
        isSetupDue: false,
        canSkipSetup: false,
        reminderAt: new Date(Date.now() + 86_400_000).toISOString(),
        recoveryCodesRemaining: 0,
        ...status,
      },
    }),
  );
}

test('an admin who skipped required MFA setup is told to set it up, with a link to /security', async ({ page }) => {
  await signedIn(page, tokens.admin!, { isSetupRequired: true, isMfaEnabled: false });
  await page.goto('/admin');
  const notice = page.getByRole('alert').filter({ hasText: 'Two-factor authentication required' });
  await expect(notice).toContainText(MFA_SETUP_REQUIRED_MESSAGE);
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
  await notice.getByRole('link', { name: 'Set up two-factor authentication' }).click();
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
});

test('a staff member with required setup due sees the same notice on /staff', async ({ page }) => {
  await signedIn(page, tokens.staff!, { isSetupRequired: true, isMfaEnabled: false });
  await page.goto('/staff');
  await expect(page.getByRole('alert').filter({ hasText: 'Two-factor authentication required' })).toContainText(MFA_SETUP_REQUIRED_MESSAGE);
  await expect(page.getByRole('link', { name: 'Set up two-factor authentication' })).toHaveAttribute('href', '/security');
});

test('the console opens when MFA is on', async ({ page }) => {
  await signedIn(page, tokens.admin!, { isSetupRequired: true, isMfaEnabled: true });
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  await expect(page.getByText('Two-factor authentication required')).toHaveCount(0);
});
