/**
 * Branding (issue 29 section 3): the header, /Login and the kiosk wear the tenant's name, logo and
 * colours; the admin edits them on Admin › Branding, with a preview and errors under the fields.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { overrideTenantConfig } from './support/shell-fixtures';
import { DEMO_PHONES, signInThroughApi } from './support/api-sign-in';

const SHOTS = '/tmp/brand';
const WIDTHS = [390, 1366] as const;

/** A hex colour as the browser reports a computed colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

async function asInitech(page: Page) {
  await overrideTenantConfig(page, (config) => {
    config.branding = {
      ...config.branding,
      siteName: 'Initech Sports',
      logoUrl: '/brand/olympics-logo.svg',
      primaryColor: '#166534',
      primaryTextColor: '#ffffff',
      accentColor: '#fde047',
      accentTextColor: '#0f172a',
    };
  });
}

test("the header and /Login show another tenant's name, logo and colours", async ({ page }) => {
  await asInitech(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/about');
    const home = page.getByRole('banner').getByRole('link', { name: 'Initech Sports, home' });
    await expect(home).toBeVisible();
    await expect(home.locator('img')).toHaveAttribute('src', '/brand/olympics-logo.svg');
    await expect(page.getByRole('banner')).toHaveCSS('border-top-color', rgb('#166534'));
    await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCSS('background-color', rgb('#166534'));
    await page.screenshot({ path: `${SHOTS}-header-${width}.png` });

    await page.goto('/Login');
    const panel = page.getByRole('complementary').filter({ hasText: 'Ready to Play?' });
    await expect(panel).toHaveCSS('background-color', rgb('#166534'));
    await expect(panel).toHaveCSS('color', rgb('#ffffff'));
    await page.screenshot({ path: `${SHOTS}-login-${width}.png` });
  }
});

test('the page arrives from the server already in the brand colours, with the per-tenant manifest linked', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<style id="podium-brand">:root{--brand-primary:#1e40af;');
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Podium Corporate Games', theme_color: '#1e40af' });
  await page.goto('/');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim())).toBe('#1e40af');
});

test('an admin refuses an unreadable colour, saves colours and a logo, and the header follows', async ({ browser, request }) => {
  const token = await signInThroughApi(request, DEMO_PHONES.admin);
  const headers = { authorization: `Bearer ${token}` };
  const before = (await (await request.get('/api/admin/branding', { headers })).json()).data;
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/admin/branding');
    await expect(page.getByRole('heading', { name: 'Branding', exact: true })).toBeVisible({ timeout: 30_000 });
    const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
    await primary.fill('#777777');
    await expect(page.getByText('Text on this primary colour reaches only 4.47:1 contrast')).toBeVisible();
    await expect(primary).toHaveAttribute('aria-invalid', 'true');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}-admin-refused-${width}.png`, fullPage: true });
    }

    await primary.fill('#7c3aed');
    await page.getByRole('button', { name: 'Save branding' }).click();
    await expect(page.getByText('Branding saved')).toBeVisible();
    await page.getByLabel('Upload a new logo').setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script><circle cx="20" cy="20" r="18" fill="#7c3aed"/></svg>',
      ),
    });
    await expect(page.getByText('Logo saved')).toBeVisible();
    const logo = page.getByRole('banner').locator('img[data-testid="site-logo"]');
    await expect(logo).toHaveAttribute('src', /^\/api\/uploads\/branding\/\d+-[0-9a-f]{16}-logo\.png$/);
    await expect(page.getByRole('banner')).toHaveCSS('border-top-color', rgb('#7c3aed'));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}-admin-saved-${width}.png`, fullPage: true });
    }
  } finally {
    // Put the demo tenant back as it was for the other browser tests.
    await request.patch('/api/admin/branding', {
      headers,
      data: { siteName: before.siteName, primaryColor: before.primaryColor, accentColor: before.accentColor },
    });
    await context.close();
  }
});
