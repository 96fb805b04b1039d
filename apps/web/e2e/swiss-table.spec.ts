import { expect } from '@playwright/test';
import { test } from './support/test';
import { screenshotPath } from './support/screenshots';
import { seriousViolations } from './support/page-check';

// Issue 31: the demo's chess Swiss (seven players, round 2 of 3 under way) on the event site: the
// table ranks by points, Buchholz and Sonneborn-Berger; each round's pairings show with its bye.
const FIXTURES = '/bengaluru-corporate-olympics-2026/fixtures';
const CHESS = "Chess · Men's Open";

test('the Swiss table keeps Pts, Bh and SB in view at 390 px, and shows the pairings with their byes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${FIXTURES}`);
  await page.getByLabel('Competition').selectOption({ label: CHESS });
  const tables = page.getByRole('region', { name: 'Tables and bracket' });
  const table = tables.getByRole('region', { name: 'Swiss table' }).getByRole('table');
  await expect(table).toBeVisible();
  await expect(tables.getByText('round 2 of 3')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(8);
  for (const column of ['Pts', 'Bh', 'SB']) {
    const header = table.getByRole('columnheader', { name: column, exact: true });
    const box = (await header.boundingBox())!;
    expect(box.x + box.width, `${column} ends inside the 390 px screen`).toBeLessThanOrEqual(390);
  }
  await expect(table.getByRole('columnheader', { name: 'D', exact: true })).toBeHidden();
  const rounds = tables.getByRole('list', { name: 'Swiss rounds' });
  await expect(rounds.getByRole('heading', { name: 'Round 2' })).toBeVisible();
  await expect(rounds.getByRole('heading', { name: 'Round 1' })).toBeVisible();
  await expect(rounds.getByText('bye (1 point)')).toHaveCount(2);
  await expect(rounds.getByText('Live')).toBeVisible();
  await expect(tables.getByText('Round 3 is paired once round 2 is finished.')).toBeVisible();
  expect(await seriousViolations(page), 'axe on the Swiss at 390 px').toEqual([]);
  await tables.screenshot({ path: screenshotPath('swiss-phone') });

  await page.setViewportSize({ width: 1366, height: 900 });
  for (const column of ['P', 'W', 'D', 'L', 'Pts', 'Bh', 'SB']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await tables.screenshot({ path: screenshotPath('swiss-desktop') });
});
