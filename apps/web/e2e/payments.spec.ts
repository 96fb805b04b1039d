import { expect } from '@playwright/test';
import { test } from './support/test';
import { DEMO_PHONES, signInThroughApi, signUpOnPage } from './support/api-sign-in';
import { openDemoRegistration } from './support/demo-event';
import { screenshotPath } from './support/screenshots';
import { seriousViolations } from './support/page-check';

/**
 * Paid registration with the demo provider (issue 15): a member registers for Table Tennis Men's
 * Open (₹499 in the demo seed), pays on /pay-demo, sees it confirmed on /my-events, downloads the
 * receipt, and the admin refunds it. New people use 60000007NN with the code 482615.
 */
const CODE = '482615';

test('a member pays a paid category on the demo checkout, downloads the receipt, and the admin refunds it', async ({ page, request }) => {
  // Two widths, axe twice, a receipt and a second console page: 2.3 min on a loaded 2-core machine.
  test.setTimeout(240_000);
  const phone = `60000007${String(Math.floor(Math.random() * 10)).padStart(2, '0')}`;
  await signUpOnPage(page, request, phone, CODE, 'Priya Payer');

  await openDemoRegistration(page);
  await page.getByRole('button', { name: 'Table Tennis' }).click();
  await page.getByLabel("Table Tennis · Men's Open").check();
  await expect(page.getByTestId('registration-total')).toContainText('Total ₹499.00');
  await page.getByRole('button', { name: 'Continue to pay ₹499' }).click();

  await expect(page).toHaveURL(/\/pay-demo\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByTestId('order-total')).toHaveText('₹499.00');
  expect(await seriousViolations(page), 'axe on the demo checkout at 390 px').toEqual([]);
  await page.screenshot({ path: screenshotPath('pay-demo'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  expect(await seriousViolations(page), 'axe on the demo checkout at 1366 px').toEqual([]);
  await page.screenshot({ path: screenshotPath('pay-demo-1366'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment received: your registration is confirmed.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to My registrations' }).click();
  await expect(page).toHaveURL(/\/my-events$/);
  await expect(page.getByTestId('order-status').first()).toContainText(/Paid · Receipt R-\d{6}/);
  await page.screenshot({ path: screenshotPath('my-events-paid'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: screenshotPath('my-events-paid-1366'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^receipt-R-\d{6}\.pdf$/);

  // The admin refunds it in full from Admin → Payments; the member sees it refunded.
  const admin = await signInThroughApi(request, DEMO_PHONES.admin);
  const consolePage = await page.context().browser()!.newPage();
  await consolePage.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('thirdPartyConsent', 'accepted');
  }, admin);
  await consolePage.goto('/admin/payments');
  const row = consolePage.getByRole('listitem').filter({ hasText: 'Priya Payer' }).first();
  await expect(row).toContainText('Paid');
  await consolePage.screenshot({ path: screenshotPath('admin-payments'), fullPage: true });
  // Issue 30: the refund is asked in the page, full by default, with a required reason.
  await row.getByRole('button', { name: 'Refund' }).click();
  const refundDialog = consolePage.getByRole('dialog', { name: 'Refund Priya Payer' });
  await expect(refundDialog.getByLabel('Amount (INR)')).toHaveValue('499');
  await refundDialog.getByRole('button', { name: 'Refund' }).click();
  await expect(refundDialog.getByText('Give a reason for the refund: it is kept in the audit log.')).toBeVisible();
  await refundDialog.getByLabel('Amount (INR)').fill('600');
  await refundDialog.getByLabel('Reason').fill('Changed plans');
  await refundDialog.getByRole('button', { name: 'Refund' }).click();
  await expect(refundDialog.getByText('At most ₹499.00 is left to refund on this order.')).toBeVisible();
  await refundDialog.getByLabel('Amount (INR)').fill('499');
  await expect(refundDialog.getByTestId('refund-summary')).toContainText('₹499.00 goes back');
  for (const width of [390, 1366]) {
    await consolePage.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await consolePage.screenshot({ path: screenshotPath(`shop-admin-refund-dialog-${width}`) });
  }
  await refundDialog.getByRole('button', { name: 'Refund' }).click();
  await expect(consolePage.getByText('The refund was sent to the payment provider.')).toBeVisible();
  await expect(row).toContainText('Refunded');
  await consolePage.close();
  await page.reload();
  await expect(page.getByTestId('order-status').first()).toContainText('Refunded');
  // Issue 30: the refunded member downloads the refund's credit note, numbered after the receipt.
  const creditNote = page.getByRole('button', { name: /^Credit note R-\d{6}-C1$/ }).first();
  await expect(creditNote).toBeVisible();
  const noteDownloading = page.waitForEvent('download');
  await creditNote.click();
  expect((await noteDownloading).suggestedFilename()).toMatch(/^credit-note-R-\d{6}-C1\.pdf$/);
  await page.getByRole('heading', { name: 'Payments' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('my-events-credit-note') });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('heading', { name: 'Payments' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('my-events-credit-note-1366') });
});

test('an orders export with no matching orders says so instead of downloading a header (issue 17)', async ({ page, request }) => {
  const admin = await signInThroughApi(request, DEMO_PHONES.admin);
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('thirdPartyConsent', 'accepted');
  }, admin);
  await page.goto('/admin/payments');
  // No order of the demo is expired, and none is dated before the product existed.
  await page.getByLabel('From', { exact: true }).fill('2001-01-01');
  await page.getByLabel('To', { exact: true }).fill('2001-01-02');
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText('No orders match these filters, so there is nothing to download.')).toBeVisible();
  expect(downloaded).toBe(false);
});
