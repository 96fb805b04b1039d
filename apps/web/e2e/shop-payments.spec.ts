import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { signUpOnPage } from './support/api-sign-in';
import { openDemoRegistration } from './support/demo-event';
import { screenshotPath } from './support/screenshots';

/**
 * Paying like a shop (issue 30), with the demo provider: a failed payment keeps the place and
 * offers 'Try again' on the checkout and on My registrations; withdrawing from a paid category
 * says what comes back before confirming, in the page's own dialog. New people use 6000001300-09
 * with the code 482615; Table Tennis Men's Open costs ₹499 in the demo seed.
 */
const CODE = '482615';

async function signUpAndOpen(page: Page, request: Parameters<typeof signUpOnPage>[1], index: number) {
  const phone = `6000001${300 + index}`;
  await signUpOnPage(page, request, phone, CODE, 'Sam Shopper');
}

async function registerForTableTennis(page: Page, screenshotName?: string) {
  await openDemoRegistration(page);
  await page.getByRole('button', { name: 'Table Tennis' }).click();
  await page.getByLabel("Table Tennis · Men's Open").check();
  await expect(page.getByTestId('registration-total')).toContainText('Total ₹499.00');
  if (screenshotName) {
    await page.screenshot({ path: screenshotPath(screenshotName) });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: screenshotPath(`${screenshotName}-1366`) });
    await page.setViewportSize({ width: 390, height: 844 });
  }
  await page.getByRole('button', { name: 'Continue to pay ₹499' }).click();
  await expect(page).toHaveURL(/\/pay-demo\/[0-9a-f-]{36}$/, { timeout: 20_000 });
}

test('a failed payment keeps the place and Try again pays the same order', async ({ page, request }) => {
  test.setTimeout(150_000);
  await signUpAndOpen(page, request, Math.floor(Math.random() * 5));
  await registerForTableTennis(page, 'shop-registration-total');

  // The checkout lists the item, the total and the hold left.
  await expect(page.getByTestId('order-items')).toContainText("Table Tennis · Men's Open");
  await expect(page.getByTestId('order-total')).toHaveText('₹499.00');
  await expect(page.getByTestId('hold-left')).toContainText(/Your place is held for 1[45] more minutes/);
  await page.screenshot({ path: screenshotPath('shop-checkout'), fullPage: true });

  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByRole('alert')).toContainText('The payment did not go through and nothing was charged. Your place is held for');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('shop-checkout-failed'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: screenshotPath('shop-checkout-failed-1366'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // My registrations: still held ('Awaiting payment', never 'Withdrawn'), with 'Try again'.
  await page.getByRole('link', { name: 'Back to My registrations' }).click();
  await expect(page).toHaveURL(/\/my-events$/);
  await expect(page.getByText('Awaiting payment').first()).toBeVisible();
  await expect(page.getByText('Withdrawn')).toHaveCount(0);
  await expect(page.getByTestId('payment-failed-note')).toContainText('The payment did not go through. Your place is held for');
  await page.screenshot({ path: screenshotPath('shop-my-events-failed'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: screenshotPath('shop-my-events-failed-1366'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/pay-demo\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Payment received: your registration is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to My registrations' }).click();
  await expect(page.getByTestId('order-status').first()).toContainText(/Paid · Receipt R-\d{6}/);
});

test('withdrawing from a paid category says what comes back before confirming, in the page', async ({ page, request }) => {
  test.setTimeout(150_000);
  await signUpAndOpen(page, request, 5 + Math.floor(Math.random() * 5));
  await registerForTableTennis(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment received: your registration is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to My registrations' }).click();

  let browserDialogs = 0;
  page.on('dialog', () => (browserDialogs += 1));
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: "Withdraw from Table Tennis · Men's Open?" });
  await expect(dialog.getByTestId('withdrawal-refund')).toContainText('₹499.00 comes back to your original payment method');
  await page.screenshot({ path: screenshotPath('shop-withdraw-dialog') });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: screenshotPath('shop-withdraw-dialog-1366') });
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/A refund of ₹499.00 is on its way/)).toBeVisible();
  await expect(page.getByTestId('order-status').first()).toContainText(/Refund(ed| on its way)/);
  expect(browserDialogs).toBe(0);
});
