import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { test } from './support/test';
import { E2E_PORT } from '../playwright.config';
import { screenshotPath } from './support/screenshots';

/**
 * Issue 29, the operator's journey on a fresh start: the demo operator signs in on the platform
 * host (phone, code, captcha, then the two-factor setup operators cannot skip), creates "Initech"
 * on initech.localhost in the console with its colours and logo, and its invited admin signs in
 * there, finds Initech's site, logo and colours and creates its first event; the operator then
 * suspends, resumes, deletes and restores the site. The demo tenant is unchanged. Chromium resolves
 * *.localhost to this machine, so each site is its own host, as in production.
 */
const PLATFORM = `http://platform.localhost:${E2E_PORT}`;
const OPERATOR_PHONE = '9000000009';
const OPERATOR_CODE = '123456';
/** The invited admins' numbers and code (e2e/support/start-e2e-server.ts). */
const ADMIN_CODE = '505050';
/** Initech's logo: a square in its main colour with a yellow bar (shapes only: no fonts needed to draw it). */
const INITECH_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" rx="48" fill="#7c2d12"/><rect x="104" y="48" width="48" height="160" rx="12" fill="#fde047"/></svg>';

async function typeCodeAfterSending(page: Page, phone: string, code: string) {
  await page.getByLabel('Mobile number').fill(phone);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

function authenticatorCode(secret: string): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() });
}

test('an operator creates a company site in the console and its invited admin signs in on it', async ({ browser }) => {
  test.setTimeout(240_000);
  // One slug, host and admin number per attempt (the database is shared by retries and repeats).
  const run = test.info().repeatEachIndex + test.info().retry * 3;
  const slug = `initech-${run}`;
  const host = `${slug}.localhost`;
  const adminPhone = `60000032${String(run % 10).padStart(2, '0')}`;

  const operator = await browser.newContext({ baseURL: PLATFORM, viewport: { width: 390, height: 844 } });
  const page = await operator.newPage();
  await page.goto('/Login');
  await typeCodeAfterSending(page, OPERATOR_PHONE, OPERATOR_CODE);
  // Operators must use two-factor authentication: set up at this first sign-in, as an authenticator would.
  // (A retry finds it on already: then the console itself says so, and this test cannot know the secret.)
  await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();
  await page.getByLabel('Code from your app').fill(authenticatorCode(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await page.getByRole('button', { name: 'I saved my recovery codes' }).click();

  // The platform host's home is the console.
  await expect(page).toHaveURL(/\/platform$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Platform console' })).toBeVisible();
  await expect(page.getByText('Signed in as Olivia Operator, platform operator.')).toBeVisible();
  const sites = page.getByRole('list', { name: 'Sites' });
  await expect(sites).toBeVisible();

  // Every wrong field at once, under its field, before anything is sent.
  const form = page.getByRole('form', { name: 'New site' });
  await form.getByRole('button', { name: 'Create site' }).click();
  await expect(form.getByText('Enter the company name.')).toBeVisible();
  await expect(form.getByText('Give the site at least one host name.')).toBeVisible();
  await expect(form.getByLabel('Company name')).toBeFocused();
  await page.screenshot({ path: screenshotPath('platform-new-site-errors-phone'), fullPage: true });

  await form.getByLabel('Company name').fill(`Initech ${run}`);
  await form.getByLabel('Slug').fill(slug);
  await form.getByLabel('Host names').fill(`${host}\nlocalhost`);
  await form.getByLabel("First admin's phone").fill(adminPhone);
  // The company's look: its own colours (a colour no text is readable on would be refused here).
  await form.getByLabel('Main colour').fill('#7c2d12');
  await form.getByLabel('Accent colour').fill('#fde047');
  // And its logo (an SVG: the server turns it into a PNG and makes the app icons from it).
  await form.getByLabel('Logo').setInputFiles({ name: 'initech.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(INITECH_LOGO) });
  await expect(form.getByRole('img', { name: 'Logo' })).toBeVisible();
  await form.getByRole('button', { name: 'Create site' }).click();
  // The demo site owns localhost: the server's 409 lands under the field it names.
  await expect(form.getByLabel('Host names')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/localhost/).last()).toBeVisible();
  await form.getByLabel('Host names').fill(host);
  await form.getByRole('button', { name: 'Create site' }).click();

  const created = page.getByRole('status').filter({ hasText: `Initech ${run} is set up` });
  await expect(created).toBeVisible();
  const inviteUrl = await created.getByLabel('Invitation link').inputValue();
  expect(inviteUrl).toContain(host);
  await expect(sites.getByRole('listitem', { name: `Initech ${run}` })).toContainText('Active');
  await expect(page.getByRole('region', { name: 'Audit log' })).toContainText(`Olivia Operator created Initech ${run}`);
  // The logo is uploaded right after the site is made.
  await expect(page.getByRole('region', { name: 'Audit log' })).toContainText(`Olivia Operator replaced the logo of Initech ${run}`);
  await page.screenshot({ path: screenshotPath('platform-console-phone'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  // The operators' site has no cities: no empty location menu in its header.
  await expect(page.getByRole('button', { name: 'Select Location' })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('platform-console-desktop'), fullPage: true });

  // Modules: payments off for this company.
  await sites.getByRole('button', { name: `Edit Initech ${run}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit Initech ${run}` });
  await edit.getByRole('checkbox', { name: /Payments/ }).uncheck();
  await page.screenshot({ path: screenshotPath('platform-edit-site-desktop') });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('region', { name: 'Audit log' })).toContainText(`Olivia Operator changed Initech ${run}`);

  // The invited admin opens the invitation on the company's own host and signs in there.
  const admin = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const adminPage = await admin.newPage();
  const invitation = new URL(inviteUrl);
  await adminPage.goto(`http://${host}:${E2E_PORT}${invitation.pathname}${invitation.search}`);
  if (!adminPage.url().includes('/Login')) await adminPage.goto(`http://${host}:${E2E_PORT}/Login`);
  // The sign-in page says what the link is for, without the whole number.
  await expect(adminPage.getByRole('status').filter({ hasText: `You are invited to run Initech ${run} as its admin` })).toContainText(
    `ending in ${adminPhone.slice(-2)}`,
  );
  await adminPage.screenshot({ path: screenshotPath('platform-invitation-login-phone'), fullPage: true });
  await typeCodeAfterSending(adminPage, adminPhone, ADMIN_CODE);
  const fullName = adminPage.getByLabel('Full name');
  // A first sign-in asks for the person's details (the invitation knows only the phone).
  if (
    await fullName.waitFor({ state: 'visible', timeout: 10_000 }).then(
      () => true,
      () => false,
    )
  ) {
    await fullName.fill('Ines Admin');
    await adminPage.getByLabel('Email').fill(`ines.${run}.${Date.now()}@initech.example`);
    await adminPage.getByLabel('Gender').selectOption('female');
    await adminPage.getByRole('combobox', { name: 'Company' }).fill('Initech');
    // A new site lists no companies yet: the typed name is kept as free text.
    await adminPage.getByRole('combobox', { name: 'Company' }).press('Escape');
    await adminPage.screenshot({ path: screenshotPath('platform-invited-admin-details-phone'), fullPage: true });
    await adminPage.getByRole('checkbox').check();
    await adminPage.getByRole('button', { name: 'Create account' }).click();
  }
  await expect(adminPage.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 20_000 });
  await adminPage.goto(`http://${host}:${E2E_PORT}/admin`);
  await expect(adminPage.getByRole('heading', { name: 'Admin' })).toBeVisible();
  await expect(adminPage.getByText('Only admins of this site can open the admin console.')).toHaveCount(0);
  // A new site's console says what to do first instead of an empty list.
  await expect(adminPage.getByText('No events yet. Create the first one above')).toBeVisible();
  expect(await adminPage.title()).toContain(`Initech ${run}`);
  // The site wears the colours the operator chose, with readable text on them.
  expect(
    await adminPage.evaluate(() => [
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
      getComputedStyle(document.documentElement).getPropertyValue('--brand-on-primary').trim(),
    ]),
  ).toEqual(['#7c2d12', '#ffffff']);
  // Its buttons and tabs too, not only the header.
  await expect(adminPage.getByRole('button', { name: 'Create event' })).toHaveCSS('background-color', 'rgb(124, 45, 18)');
  // And its logo in the header (stored as a PNG made from the SVG).
  await expect(adminPage.locator('header img').first()).toHaveAttribute('src', /^\/api\/uploads\/branding\/.+\.png$/);
  await adminPage.screenshot({ path: screenshotPath('platform-invited-admin-phone'), fullPage: true });
  // The company's first event, made by its own admin on its own site.
  const newEvent = adminPage.getByRole('region', { name: 'New event' });
  await newEvent.getByLabel('Event name').fill(`Initech Games ${run}`);
  await newEvent.getByLabel('First day').fill('2027-03-01');
  await newEvent.getByLabel('Last day').fill('2027-03-02');
  await newEvent.getByRole('button', { name: 'Create event' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/events\/\d+$/, { timeout: 20_000 });
  await expect(adminPage.getByRole('heading', { name: `Initech Games ${run}` })).toBeVisible();
  await adminPage.screenshot({ path: screenshotPath('platform-invited-admin-event-phone'), fullPage: true });

  // A link cut short or meant for another site says so and what to do, instead of a silent member sign-in.
  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`http://${host}:${E2E_PORT}/Login?invite=${'x'.repeat(43)}`);
  await expect(strangerPage.getByRole('status').filter({ hasText: 'This invitation link is not for this site.' })).toContainText(
    'Ask your Podium operator for a new invitation.',
  );
  await expect(strangerPage.getByLabel('Mobile number')).toBeVisible();
  await stranger.close();

  // Export: the site's zip downloads with the operator's token (its content is checked by the API's tests).
  const downloading = page.waitForEvent('download');
  await sites.getByRole('button', { name: `Export Initech ${run}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^initech-${run}-export-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  const zipBytes = await readFile((await download.path())!);
  expect(zipBytes.subarray(0, 2).toString()).toBe('PK');
  await page.screenshot({ path: '/tmp/tenant-export-console-after.png', fullPage: true });

  // Suspend: the company's site closes; the demo site is untouched.
  await sites.getByRole('button', { name: `Suspend Initech ${run}` }).click();
  await page
    .getByRole('dialog', { name: `Suspend Initech ${run}?` })
    .getByRole('button', { name: 'Suspend site' })
    .click();
  await expect(sites.getByRole('listitem', { name: `Initech ${run}` })).toContainText('Suspended');
  await adminPage.goto(`http://${host}:${E2E_PORT}/`);
  await expect(adminPage).toHaveURL(/under-maintenance/, { timeout: 20_000 });
  const demo = await browser.newContext();
  const demoPage = await demo.newPage();
  await demoPage.goto(`http://localhost:${E2E_PORT}/`);
  expect(await demoPage.title()).not.toContain('Initech');
  await expect(demoPage).not.toHaveURL(/under-maintenance/);

  await sites.getByRole('button', { name: `Resume Initech ${run}` }).click();
  await page
    .getByRole('dialog', { name: `Resume Initech ${run}?` })
    .getByRole('button', { name: 'Resume site' })
    .click();
  await expect(sites.getByRole('listitem', { name: `Initech ${run}` })).toContainText('Active');

  // Delete (an export of the last 24 hours was taken above): the slug typed again, the site closed
  // at once, restorable for 7 days.
  await sites.getByRole('button', { name: `Delete Initech ${run}` }).click();
  const deletion = page.getByRole('dialog', { name: `Delete Initech ${run}?` });
  await expect(deletion.getByRole('button', { name: 'Delete site' })).toBeDisabled();
  await deletion.getByLabel(`Type ${slug} to confirm`).fill(slug);
  await page.screenshot({ path: screenshotPath('platform-delete-site-desktop') });
  await deletion.getByRole('button', { name: 'Delete site' }).click();
  await expect(deletion).toBeHidden();
  const deleted = sites.getByRole('listitem', { name: `Initech ${run}` });
  await expect(deleted).toContainText('Deleted');
  await expect(deleted).toContainText('Erased for good on');
  await page.screenshot({ path: screenshotPath('platform-deleted-site-desktop'), fullPage: true });
  await adminPage.goto(`http://${host}:${E2E_PORT}/`);
  await expect(adminPage).toHaveURL(/under-maintenance/, { timeout: 20_000 });
  await sites.getByRole('button', { name: `Restore Initech ${run}` }).click();
  await expect(deleted).toContainText('Active');
  await expect(page.getByRole('region', { name: 'Audit log' })).toContainText(`Olivia Operator restored Initech ${run}`);
  await Promise.all([operator.close(), admin.close(), demo.close()]);
});
