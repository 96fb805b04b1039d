import { expect } from '@playwright/test';
import { test } from './support/test';
import { screenshotPath } from './support/screenshots';

/** Issue 17's gallery: full-screen lightbox with keyboard (and the lightbox's swipe), one caption per photo. */
test('gallery photos open full screen, move with the arrow keys, show their caption once, and close with Escape', async ({ page }) => {
  await page.goto('/bengaluru-corporate-olympics-2026/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  // The heading comes before the photos' answer: wait for a photo before counting them.
  await expect(page.getByRole('button', { name: 'Open photo: Opening ceremony' })).toBeVisible({ timeout: 20_000 });
  // The caption is shown under the picture, not repeated as the image's alt inside the labelled button.
  await expect(page.getByRole('button', { name: 'Open photo: Opening ceremony' }).getByRole('img')).toHaveCount(0);
  for (const [label, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['laptop', { width: 1366, height: 768 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: screenshotPath(`microsite-gallery-grid-${label}`), fullPage: true });
  }
  // Other specs may add photos to the demo gallery while this one runs: count what the page shows.
  const photoCount = await page.getByRole('button', { name: /^Open photo:/ }).count();
  expect(photoCount).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Open photo: Opening ceremony' }).click();
  const lightbox = page.locator('.yarl__root');
  await expect(lightbox).toBeVisible();
  const box = (await lightbox.boundingBox())!;
  expect(box.width).toBe(1366);
  await expect(lightbox.locator('.yarl__counter')).toHaveText(new RegExp(`^1\\s*/\\s*${photoCount}$`));
  await expect(lightbox.locator('.yarl__slide_current .yarl__slide_description')).toHaveText('Opening ceremony');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.locator('.yarl__counter')).toHaveText(new RegExp(`^2\\s*/\\s*${photoCount}$`));
  await page.screenshot({ path: screenshotPath('microsite-gallery-lightbox-laptop') });
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});

test('on a phone a swipe moves to the next photo and back (issue 17)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/bengaluru-corporate-olympics-2026/gallery');
  await page.getByRole('button', { name: 'Open photo: Opening ceremony' }).click();
  const counter = page.locator('.yarl__root .yarl__counter');
  await expect(counter).toHaveText(/^1\s*\//);
  const box = (await page.locator('.yarl__root').boundingBox())!;
  const middle = box.y + box.height / 2;
  /** A finger's drag across most of the screen, as pointer events in small steps. */
  const swipe = async (fromX: number, toX: number) => {
    await page.mouse.move(fromX, middle);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(fromX + ((toX - fromX) * step) / 10, middle);
    await page.mouse.up();
  };
  await swipe(box.width * 0.85, box.width * 0.15);
  await expect(counter).toHaveText(/^2\s*\//);
  await swipe(box.width * 0.15, box.width * 0.85);
  await expect(counter).toHaveText(/^1\s*\//);
});
