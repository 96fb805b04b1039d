import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi } from './support/api-sign-in';
import { screenshotPath } from './support/screenshots';

/** Serious and critical axe violations, listed by rule and the first offending elements. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

/**
 * Checks the page at a phone's width (390 px) and a laptop's (1366 px): axe at each, and a
 * full-page screenshot of each in docs/screenshots/pages for people to look at.
 */
async function checkAtBothWidths(page: Page, name: string) {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await seriousViolations(page), `at ${width} px`).toEqual([]);
    // Nothing wider than the screen: a phone must never scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width} px`).toBeLessThanOrEqual(width);
    // JPEG: sixty full pages as PNG weigh 11 MB in the repository, as JPEG a fraction of that.
    await page.screenshot({
      path: screenshotPath(`pages/${slug}-${width}`).replace(/\.png$/, '.jpg'),
      type: 'jpeg',
      quality: 70,
      fullPage: true,
      animations: 'disabled',
    });
  }
}

const EVENT = '/bengaluru-corporate-olympics-2026';
const PAGES = [
  ['home', '/'],
  ['about', '/about'],
  ['contact', '/Contact'],
  ['404', '/404'],
  ['unknown path', '/no/such/page'],
  ['terms', '/terms-conditions'],
  ['privacy', '/privacy-policy'],
  ['cancellation', '/cancellation-refund'],
  ['error page', '/_error'],
  ['under maintenance', '/under-maintenance'],
  ['login', '/Login'],
  ['blogs', '/blogs'],
  ['event calendar', '/event-calendar'],
  ['event overview', EVENT],
  ['event about', `${EVENT}/about`],
  ['event blogs', `${EVENT}/blogs`],
  ['event teams', `${EVENT}/teams`],
  ['event all games', `${EVENT}/allgames`],
  ['event medal tally', `${EVENT}/medal-tally`],
  ['event results', `${EVENT}/results`],
  ['event gallery', `${EVENT}/gallery`],
  ['event fixtures', `${EVENT}/fixtures`],
] as const;

/** Signed in as a new member (number 6000000902, code 428642 of the e2e server). */
const SIGNED_IN_PAGES = [
  ['member home', '/'],
  ['profile', '/profile'],
  ['my coupons', '/my-coupons'],
  ['my registrations', '/my-events'],
  ['security', '/security'],
  ['event overview (member)', EVENT],
  ['event fixtures (member)', `${EVENT}/fixtures`],
  ['404 (member)', '/no/such/page'],
] as const;

test.describe('accessibility (axe) and screenshots at 390 and 1366 px', () => {
  for (const [name, path] of PAGES) {
    test(`${name} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      await checkAtBothWidths(page, name);
    });
  }

  test.describe('signed in', () => {
    let token = '';
    test.beforeAll(async ({ playwright }) => {
      const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
      token = await signUpThroughApi(request, '6000000902', '428642', {
        name: 'Axel Access',
        email: 'axel.6000000902@example.com',
        companyName: 'Initech',
      });
      await request.dispose();
    });
    for (const [name, path] of SIGNED_IN_PAGES) {
      test(`${name} has no serious or critical violation`, async ({ page }) => {
        await page.addInitScript((value) => localStorage.setItem('token', value), token);
        await page.goto(path);
        await checkAtBothWidths(page, name);
      });
    }
  });

  test('the header with its mobile panel and city menu open has no serious or critical violation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Location/ })
      .click();
    await expect(page.getByRole('menu', { name: 'Choose your city' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
