/**
 * Admin → Registrations on the real server: a CSV with a bad line is refused in the preview with
 * the line's error; the fixed file previews and imports; the imported person is found, moved to
 * another team of the same category and withdrawn.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { E2E_PORT } from '../playwright.config';
import { DEMO_PHONES, signInThroughApi } from './support/api-sign-in';
import { screenshotPath } from './support/screenshots';

const BASE_URL = `http://localhost:${E2E_PORT}`;
const tag = Date.now().toString(36).slice(-5);
/** A 10-digit number of our own (other spec files share the database). */
const PHONE = `7${String(Date.now()).slice(-9)}`;
const PERSON = `Imported Person ${tag}`;
const TEAM = `Import FC ${tag}`;

test('an admin previews a CSV with a bad line, imports the fixed file, then moves and withdraws the person', async ({
  browser,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const token = await signInThroughApi(request, DEMO_PHONES.admin);
  await request.dispose();
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 } });
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page: Page = await context.newPage();

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Registrations' }).click();
  await expect(page).toHaveURL(/\/admin\/registrations$/);
  await page.getByRole('combobox', { name: 'Event', exact: true }).selectOption({ label: 'Corporate Olympics 2026' });

  const header = 'phone,name,email,company,sport,category,team';
  const good = `${PHONE},${PERSON},,Initech,Football,Men's Open,${TEAM}`;
  const csvBox = page.getByLabel('Or paste the CSV');
  await csvBox.fill([header, good, `12345,Bad Line,,,Football,Men's Open,`].join('\n'));
  await page.getByRole('button', { name: 'Preview' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'Fix these lines' });
  await expect(problems).toContainText('Line 3, phone: "12345" is not a 10-digit mobile number.');
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  await csvBox.fill([header, good].join('\n'));
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('Ready to import: 1 registration, 1 new person, 1 new team (1 line).')).toBeVisible();
  await expect(problems).toHaveCount(0);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported: 1 registration,')).toBeVisible();

  await page.getByLabel('Search name, phone or email').fill(PHONE);
  const row = page.getByRole('listitem', { name: `${PERSON}, Football Men's Open` });
  await expect(row).toContainText(TEAM);
  await expect(row).toContainText('Confirmed');

  await row.getByLabel(`Move ${PERSON} to team`).selectOption({ label: 'Acme Corp FC' });
  // The row's own text holds the dropdown's options, Acme Corp FC among them: wait for the move's
  // answer and for the team line, which the dropdown then stops offering.
  const moved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/move'),
  );
  await row.getByRole('button', { name: 'Move' }).click();
  expect((await moved).status()).toBe(200);
  await expect(row.getByText(/· Acme Corp FC/)).toBeVisible();
  await expect(row.getByRole('option', { name: 'Acme Corp FC' })).toHaveCount(0);

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Withdraw' }).click();
  await expect(row).toContainText('Withdrawn');
  await expect(row.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await context.close();
});

test("an admin sees the demo's waiting list in offer order (issue 33 §5)", async ({ browser, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const token = await signInThroughApi(request, DEMO_PHONES.admin);
  await request.dispose();
  for (const width of [390, 1366]) {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height: 900 } });
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    const page = await context.newPage();
    await page.goto('/admin/registrations');
    await page.getByRole('combobox', { name: 'Event', exact: true }).selectOption({ label: 'Corporate Olympics 2026' });
    const lists = page.getByRole('region', { name: 'Waiting lists' });
    const carrom = lists.getByRole('region', { name: 'Carrom · Veterans (35+)' });
    await expect(carrom).toBeVisible({ timeout: 20_000 });
    await expect(carrom.getByRole('listitem').first()).toContainText(/^1\./);
    await expect(carrom.getByRole('listitem').first()).toContainText(/Waiting since|Place offered, held until/);
    await carrom.evaluate((section) => section.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: screenshotPath(`admin-waitlist-${width}`) });
    await context.close();
  }
});
