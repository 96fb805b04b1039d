import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

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

const PAGES = [
  ['home', '/'],
  ['about', '/about'],
  ['contact', '/Contact'],
  ['404', '/404'],
  ['unknown path', '/no/such/page'],
  ['terms', '/terms-conditions'],
  ['under maintenance', '/under-maintenance'],
  ['login', '/Login'],
] as const;

test.describe('accessibility (axe)', () => {
  for (const [name, path] of PAGES) {
    test(`${name} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

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
