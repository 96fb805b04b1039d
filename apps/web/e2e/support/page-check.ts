import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { screenshotPath } from './screenshots';

/**
 * Serious and critical axe violations (WCAG 2.1 A and AA, best practices), listed by rule and the
 * first offending elements; `within` limits the check to the elements a selector matches. axe runs
 * in the page itself (legacy mode): the default runs each frame's part and then opens a blank page to
 * merge them, injecting axe there again, which made each check 0.6-1.3 s instead of 0.35-0.85 s on
 * this machine. Our pages have no cross-origin frame for that merge to matter (issue 34).
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const results = await (within ? axe.include(within) : axe).analyze();
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
 * Serious and critical axe violations inside the toasts on screen (contrast of the green, red and
 * amber toasts, their close buttons' names), measured once they have finished sliding in.
 */
export async function toastViolations(page: Page): Promise<string[]> {
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts.first()).toBeVisible();
  // A hovered toast keeps its place: on a loaded machine its 5 s timer can run out before axe ends.
  await toasts.first().hover();
  await toasts.evaluateAll((elements) =>
    Promise.all(elements.flatMap((element) => element.getAnimations({ subtree: true }).map((animation) => animation.finished))),
  );
  return seriousViolations(page, '[data-sonner-toaster]');
}

/**
 * Checks the open page at a phone's width (390 px) and a laptop's (1366 px): no serious axe
 * violation, nothing wider than the screen (a phone must never scroll sideways), and a full-page
 * screenshot of each in docs/screenshots/pages for people to look at.
 */
export async function checkAtBothWidths(page: Page, name: string): Promise<void> {
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
    expect(await seriousViolations(page), `axe on ${name} at ${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} width at ${width} px`).toBeLessThanOrEqual(width);
    // JPEG: ninety full pages as PNG would weigh tens of MB in the repository.
    await page.screenshot({
      path: screenshotPath(`pages/${slug}-${width}`).replace(/\.png$/, '.jpg'),
      type: 'jpeg',
      quality: 70,
      fullPage: true,
      animations: 'disabled',
    });
  }
}
