import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './support/test';
import { DEMO_PHONES, signInThroughApi } from './support/api-sign-in';
import { screenshotPath } from './support/screenshots';

// Issues 16 and 17: staff enter a score on a phone with number fields per side; the final result
// feeds the microsite's group table (through the public cache, which the write invalidates).
const FIXTURES = '/bengaluru-corporate-olympics-2026/fixtures';
const VOLLEYBALL = 'Volleyball · Mixed Teams (21-40 years)';

/**
 * Matches counted in the Volleyball group table, read over HTTP without a browser cache (a browser
 * may keep a public answer for its `max-age` of 15 s; the server's own cache must not be stale).
 */
async function volleyballMatchesPlayed(request: APIRequestContext): Promise<number> {
  const event = (await (await request.get('/api/public/events/by-path/bengaluru-corporate-olympics-2026')).json()).data;
  const volleyball = event.sportsDetails
    .flatMap((sport: { sportName: string; categories: { eventSportCategoryId: number; categoryName: string }[] }) =>
      sport.categories.map((category) => ({ ...category, label: `${sport.sportName} · ${category.categoryName}` })),
    )
    .find((category: { label: string }) => category.label === VOLLEYBALL);
  const answer = await request.get(`/api/public/events/${event.id}/standings`, {
    params: { eventSportCategoryId: volleyball.eventSportCategoryId },
  });
  const rows: { played: number }[] = (await answer.json()).data.groups.flatMap((group: { rows: { played: number }[] }) => group.rows);
  return rows.reduce((sum, row) => sum + row.played, 0);
}

test('staff enter a final score on a phone and the group table counts it', async ({ browser, request }) => {
  const token = await signInThroughApi(request, DEMO_PHONES.staff);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  const before = await volleyballMatchesPlayed(request);

  await page.goto('/staff');
  const panel = page.getByRole('region', { name: 'Scores' });
  await expect(panel).toBeVisible();
  const match = panel.getByRole('form', { name: /Spikers v .*Spikers/ }).first();
  await expect(match).toBeVisible();
  const [home, away] = await match.locator('input[type=number]').all();
  await expect(home!).toHaveAttribute('inputmode', 'numeric');
  // Nothing to save until both sides have a number.
  await home!.fill('3');
  await expect(match.getByRole('button', { name: 'Final score' })).toBeDisabled();
  await away!.fill('1');
  await match.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('staff-score-entry-phone') });
  await match.getByRole('button', { name: 'Final score' }).click();
  await expect(page.getByText('Final score saved.')).toBeVisible();

  expect(await volleyballMatchesPlayed(request)).toBe(before + 2);
  // And the microsite shows the table with the new match (this browser had not cached it yet).
  await page.goto(FIXTURES);
  await page.getByLabel('Competition').selectOption({ label: VOLLEYBALL });
  await expect(page.getByRole('region', { name: 'Tables and bracket' }).getByRole('table')).toBeVisible();

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/staff');
  await expect(page.getByRole('region', { name: 'Scores' })).toBeVisible();
  await page.getByRole('region', { name: 'Scores' }).screenshot({ path: screenshotPath('staff-score-entry-desktop') });
  await context.close();
});
