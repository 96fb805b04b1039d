import { expect } from '@playwright/test';
import { test } from './support/test';

test('the app answers with the demo tenant and its title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Podium Corporate Games');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('unknown API routes answer JSON 404 while pages are served by the app', async ({ request }) => {
  const api = await request.get('/api/nothing-here');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
  const pageAnswer = await request.get('/bengaluru-corporate-olympics-2026/about');
  expect(pageAnswer.status()).toBe(200);
  expect(pageAnswer.headers()['content-type']).toContain('text/html');
});
