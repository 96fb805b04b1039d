import { expect } from '@playwright/test';
import { test } from './support/test';
import { screenshotPath } from './support/screenshots';
import { seriousViolations } from './support/page-check';

// Issue 31: the demo's table tennis double elimination (six players, under way) on the event site:
// the standings by elimination round, the winners' and losers' brackets and the grand final.
const FIXTURES = '/bengaluru-corporate-olympics-2026/fixtures';
const TABLE_TENNIS = 'Table Tennis · Veterans (35+)';

test('a double elimination shows both brackets and the standings by elimination round at 390 and 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(FIXTURES);
  await page.getByLabel('Competition').selectOption({ label: TABLE_TENNIS });
  const tables = page.getByRole('region', { name: 'Tables and bracket' });
  for (const bracket of ["Winners' bracket", "Losers' bracket", 'Grand final']) {
    await expect(tables.getByRole('list', { name: `${bracket} rounds` })).toBeVisible();
  }
  const standings = tables.getByRole('region', { name: 'Standings by elimination round' }).getByRole('table');
  await expect(standings.getByRole('row')).toHaveCount(7);
  await expect(standings.getByText('Still in').first()).toBeVisible();
  await expect(tables.getByText("Loser of Winners' final")).toBeVisible();
  // Nothing scrolls the page sideways on a phone.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page), 'axe on the brackets at 390 px').toEqual([]);
  await tables.screenshot({ path: screenshotPath('double-elimination-phone') });

  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(tables.getByRole('list', { name: "Losers' bracket rounds" })).toBeVisible();
  await tables.screenshot({ path: screenshotPath('double-elimination-desktop') });
});
