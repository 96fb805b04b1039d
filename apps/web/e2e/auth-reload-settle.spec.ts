import { expect, type Page } from '@playwright/test';
import { settle, test } from './support/test';

// The shared fixture's wait (support/test.ts), tested on its own: a test that ends inside the
// reload an auth change starts must not close its context in the middle of it (issue 18).

/** The app mounts after first paint; its auth listener is on once it marks the page (session-sync.ts). */
const appListening = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.authSync === 'on');

test('after an auth change the step waits for the reload the app makes', async ({ page }) => {
  await page.goto('/about');
  await appListening(page);
  await page.evaluate(() => {
    (window as Window & { marker?: string }).marker = 'before the reload';
    window.dispatchEvent(new CustomEvent('auth-changed', { detail: { authenticated: false } }));
  });
  await settle(page);
  // A new document: the marker set before is gone and the page finished loading.
  expect(await page.evaluate(() => (window as Window & { marker?: string }).marker)).toBeUndefined();
  expect(await page.evaluate(() => document.readyState)).toBe('complete');
});

test('on /Login, which the app never reloads, the step returns without waiting for one', async ({ page }) => {
  await page.goto('/Login');
  await appListening(page);
  await page.evaluate(() => {
    (window as Window & { marker?: string }).marker = 'same document';
    window.dispatchEvent(new CustomEvent('auth-changed', { detail: { authenticated: false } }));
  });
  const started = Date.now();
  await settle(page);
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(await page.evaluate(() => (window as Window & { marker?: string }).marker)).toBe('same document');
});
