import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { DEMO_PHONES, signInThroughApi } from './support/api-sign-in';
import { screenshotPath } from './support/screenshots';

/**
 * Issue 15, Admin → Payments: an admin sets an entry fee for a category of the demo event in the
 * console, a member sees the price while registering, and the admin makes it free again. Archery
 * is a category no other browser test registers for, so the fee never reaches another test.
 */
const EVENT = '/bengaluru-corporate-olympics-2026';

async function openAs(page: Page, token: string, path: string) {
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('thirdPartyConsent', 'accepted');
  }, token);
  await page.goto(path);
}

test('an admin sets a fee in the console, a member sees it while registering, and the admin makes it free again', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const adminPage = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await openAs(adminPage, await signInThroughApi(request, DEMO_PHONES.admin), '/admin/payments');
  await adminPage.getByLabel('Event whose fees to set').selectOption({ label: 'Corporate Olympics 2026' });
  const listed = adminPage.getByRole('listitem').filter({ hasText: "Archery · Men's Open" });
  await expect(listed.getByTestId('category-fee')).toHaveText('Free');
  await listed.getByRole('button', { name: "Edit fee: Archery · Men's Open" }).click();
  const row = adminPage.getByRole('form', { name: /^Archery · Men's Open/ });
  await row.getByLabel('Fee (₹, empty = free)').fill('0');
  await row.getByRole('button', { name: 'Save fee' }).click();
  await expect(row.getByRole('alert')).toHaveText('The amount must be more than zero.');
  await row.getByLabel('Fee (₹, empty = free)').fill('250');
  await row.getByRole('button', { name: 'Save fee' }).click();
  await expect(adminPage.getByText('The fee is saved.')).toBeVisible();
  await expect(listed.getByTestId('category-fee')).toHaveText('₹250.00 per person');
  await listed.getByRole('button', { name: "Edit fee: Archery · Men's Open" }).click();
  await row.scrollIntoViewIfNeeded();
  await adminPage.screenshot({ path: screenshotPath('admin-payment-fees-1366') });
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await row.scrollIntoViewIfNeeded();
  await adminPage.screenshot({ path: screenshotPath('admin-payment-fees') });
  await row.getByRole('button', { name: 'Cancel' }).click();
  await adminPage.evaluate(() => window.scrollTo(0, 0));
  await adminPage.screenshot({ path: screenshotPath('admin-payments') });
  await adminPage.setViewportSize({ width: 1366, height: 900 });
  await adminPage.screenshot({ path: screenshotPath('admin-payments-1366') });

  const memberPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const event = (await (await request.get(`/api/public/events/by-path${EVENT}`)).json()).data as { id: number };
  const memberToken = await signInThroughApi(request, DEMO_PHONES.participant);
  // The demo participant is registered already: straight to the form.
  await openAs(memberPage, memberToken, `/co-register?eventId=${event.id}`);
  await memberPage.getByRole('button', { name: 'Archery' }).click();
  await expect(memberPage.getByText(/₹250\.00 per person/)).toBeVisible();
  await memberPage.screenshot({ path: screenshotPath('register-paid-category'), fullPage: true });

  await listed.getByRole('button', { name: "Edit fee: Archery · Men's Open" }).click();
  await row.getByLabel('Fee (₹, empty = free)').fill('');
  await row.getByRole('button', { name: 'Save fee' }).click();
  await expect(adminPage.getByText('The category is free now.')).toBeVisible();
  await expect(listed.getByTestId('category-fee')).toHaveText('Free');
  // A fresh browser: the page it had may keep the catalogue for its 15 s public cache lifetime.
  const laterPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await openAs(laterPage, memberToken, `/co-register?eventId=${event.id}`);
  await laterPage.getByRole('button', { name: 'Archery' }).click();
  await expect(laterPage.getByLabel("Archery · Men's Open")).toBeVisible();
  await expect(laterPage.getByText(/₹250\.00/)).toHaveCount(0);
});

test('an admin reads and saves the refund policy and receipt fields', async ({ page, request }) => {
  await openAs(page, await signInThroughApi(request, DEMO_PHONES.admin), '/admin/payments');
  const form = page.getByRole('form', { name: 'Payment settings' });
  await expect(form.getByLabel('Refund when a member withdraws')).toHaveValue(/full|minus_fee|none/);
  await form.getByLabel('GSTIN (optional)').fill('12345');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByRole('alert')).toHaveText('A GSTIN has 15 letters and digits');
  await page.screenshot({ path: screenshotPath('admin-payment-settings'), fullPage: true });
});
