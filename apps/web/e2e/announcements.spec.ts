import { expect } from '@playwright/test';
import { test } from './support/test';
import { DEMO_EVENT } from './support/demo-event';
import { screenshotPath } from './support/screenshots';
import { DEMO_PHONES, signInThroughApi } from './support/api-sign-in';
import { chooseDemoEventOnStaffDashboard } from './support/staff-dashboard';

/**
 * A pinned announcement (issue 33) at the top of the event site: its title, its plain text with the
 * web address as a link, and markup shown as text. The answer is the contract's shape; writing and
 * emailing announcements is tested over HTTP (announcements.routes.test.ts).
 */
test('the event site shows a pinned announcement with its link, markup as plain text', async ({ page }) => {
  await page.route('**/api/public/events/*/announcements', (route) =>
    route.fulfill({
      json: {
        success: true,
        message: 'OK',
        data: [
          {
            id: 1,
            title: 'Football moved to Ground B',
            body: 'Rain on Ground A: all football matches today are on Ground B. <b>Map</b>: https://maps.example.com/ground-b.',
            createdAt: '2026-11-27T08:00:00.000Z',
          },
        ],
      },
    }),
  );
  await page.goto(DEMO_EVENT);
  const region = page.getByRole('region', { name: 'Announcements' });
  await expect(region).toBeVisible({ timeout: 20_000 });
  await expect(region.getByRole('heading', { name: 'Football moved to Ground B' })).toBeVisible();
  await expect(region.getByRole('link', { name: 'https://maps.example.com/ground-b' })).toHaveAttribute(
    'href',
    'https://maps.example.com/ground-b',
  );
  await expect(region).toContainText('<b>Map</b>');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await region.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(`announcement-pinned-${width}`) });
  }
});

test('staff write an announcement in the staff dashboard: every wrong field said first, then sent and listed', async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const token = await signInThroughApi(request, DEMO_PHONES.staff);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/staff');
  await chooseDemoEventOnStaffDashboard(page);
  const panel = page.getByRole('region', { name: 'Announcements' });
  await expect(panel).toBeVisible({ timeout: 20_000 });

  // A category audience without a category, and no text: said under each field before anything is sent.
  await panel.getByLabel('Who it is for').selectOption('category');
  await panel.getByRole('button', { name: 'Send announcement' }).click();
  await expect(panel.getByText('Choose the category this announcement is for.')).toBeVisible();
  await expect(panel.getByText('Give the announcement a title of at least 3 characters.')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('announcement-staff-form-errors-390') });

  // Only the event's staff: nothing shows on the public event site (other tests look at it).
  const title = `Briefing moved ${Date.now().toString(36)}`;
  await panel.getByLabel('Who it is for').selectOption('staff');
  await expect(panel.getByLabel('Pin it on the event site')).toHaveCount(0);
  await panel.getByLabel('Title').fill(title);
  await panel.getByLabel('Message').fill('The staff briefing is at 08:15 at the main desk, not 08:30. Map: https://maps.example.com/desk');
  await panel.getByRole('button', { name: 'Send announcement' }).click();
  await expect(page.getByText(`“${title}” is sent. Emails are on their way.`)).toBeVisible();
  const sent = panel.getByRole('list', { name: 'Sent announcements' }).getByRole('listitem').filter({ hasText: title });
  await expect(sent).toContainText('Only the event’s staff · emailed to');
  await sent.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('announcement-staff-form-390') });
  await page.setViewportSize({ width: 1366, height: 900 });
  await panel.getByLabel('Who it is for').scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('announcement-staff-form-1366') });

  // A slip in the title is corrected in place; a staff-only one has nothing to pin.
  await expect(sent.getByRole('button', { name: /Pin on event site/ })).toHaveCount(0);
  await sent.getByRole('button', { name: `Edit: ${title}` }).click();
  const editForm = panel.getByRole('form', { name: `Edit ${title}` });
  await editForm.getByLabel('Title').fill(`${title} (08:15)`);
  await editForm.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('announcement-staff-edit-1366') });
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Announcement updated.')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Sent announcements' })).toContainText(`${title} (08:15)`);
});
