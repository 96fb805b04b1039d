import { expect } from '@playwright/test';
import { test } from './support/test';
import { DEMO_EVENT } from './support/demo-event';
import { screenshotPath } from './support/screenshots';

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
