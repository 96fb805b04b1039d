import { expect } from '@playwright/test';
import { test } from './support/test';
import { screenshotPath } from './support/screenshots';

/**
 * Issue 17: an event's blog post opens inside the event site (its header, a way back to the
 * event's posts) and leaves it only when it is not an event post; cards show title and excerpt whole.
 */
const EVENT = '/bengaluru-corporate-olympics-2026';

test("an event's post opens inside the event site, and back leads to the event's posts", async ({ page }) => {
  await page.goto(`${EVENT}/blogs`);
  const card = page.getByRole('link', { name: /Corporate Olympics 2026 kicks off in Bengaluru/ });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${EVENT}/blogs/corporate-olympics-2026-kicks-off$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate Olympics 2026 kicks off in Bengaluru' })).toBeVisible();
  // Still the event site: its own header (with Register Now), no 'Go to' link out.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register Now' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Go to Corporate Olympics 2026/ })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('event-blog-post'), fullPage: true });
  await page.getByRole('link', { name: 'All posts of this event' }).click();
  await expect(page).toHaveURL(new RegExp(`${EVENT}/blogs$`));

  // The same post from the site-wide blog: a plain blog page that links to the event.
  await page.goto('/blogs/corporate-olympics-2026-kicks-off');
  await expect(page.getByRole('link', { name: 'Go to Corporate Olympics 2026' })).toBeVisible();
});

test('blog cards show the whole title and an excerpt that ends cleanly', async ({ page }) => {
  await page.goto(`${EVENT}/blogs`);
  const titles = page.getByRole('listitem').getByRole('heading', { level: 2 });
  await expect(titles.first()).toBeVisible();
  for (const title of await titles.all()) {
    const clipped = await title.evaluate(
      (element) => element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
    );
    expect(clipped, (await title.textContent()) ?? undefined).toBe(false);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: screenshotPath('event-blog-list-1366'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: screenshotPath('event-blog-list'), fullPage: true });
});
