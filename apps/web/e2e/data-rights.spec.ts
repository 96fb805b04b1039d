import { expect } from '@playwright/test';
import { test } from './support/test';
import { signUpThroughApi } from './support/api-sign-in';

/**
 * Deleting an account from the profile page (docs/privacy.md): the 'Your data' section, the dialog
 * that says what goes and what stays, the code step, and the landing on /Login. Fresh numbers
 * 6000001400-09 with the fixed code 292929 (their deletion code is the same fixed code).
 */
const CODE = '292929';
const phoneFor = (index: number) => `6000001${400 + index}`;

for (const [index, width] of [
  [0, 390],
  [1, 1366],
] as const) {
  test(`a member deletes their account from the profile page (${width} px)`, async ({ page, request }) => {
    const phone = phoneFor(index + (Date.now() % 4) * 2);
    const token = await signUpThroughApi(request, phone, CODE, {
      name: 'Dana Deleting',
      email: `dana-${phone}@example.com`,
      companyName: 'Acme',
    });
    // The token is put in place once: after the deletion the page must not get it back.
    await page.addInitScript((value) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      localStorage.setItem('token', value);
      sessionStorage.setItem('e2e-seeded', '1');
    }, token);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Your data' });
    await expect(section).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `/tmp/rights-your-data-${width}.png` });

    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await expect(dialog).toContainText('Removed');
    await expect(dialog).toContainText('Deleted member');
    await page.screenshot({ path: `/tmp/rights-dialog-explain-${width}.png` });

    await dialog.getByRole('button', { name: 'Send me a code' }).click();
    await expect(dialog).toContainText(`ending ${phone.slice(-4)}`);
    await dialog.getByLabel('Deletion code').fill('000000');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(dialog.getByRole('alert')).toContainText('not right');
    await page.screenshot({ path: `/tmp/rights-dialog-wrong-${width}.png` });

    await dialog.getByLabel('Deletion code').fill(CODE);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(page).toHaveURL(/\/Login\?notice=account_deleted/);
    await expect(page.getByText('Your account has been deleted')).toBeVisible();
    await page.screenshot({ path: `/tmp/rights-after-${width}.png` });
    expect((await request.get('/api/customer/profile', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  });
}
