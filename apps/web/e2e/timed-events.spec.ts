import { expect } from '@playwright/test';
import { test } from './support/test';
import { DEMO_PHONES, signInThroughApi } from './support/api-sign-in';
import { DEMO_EVENT } from './support/demo-event';
import { screenshotPath } from './support/screenshots';
import { chooseDemoEventOnStaffDashboard } from './support/staff-dashboard';

/**
 * Issue 32 §1: timed events. The demo's 100 m (Athletics · Men's Open) has heat 1 run and heat 2 to
 * come. A visitor has the microsite open on heat 2's start list; staff enter heat 2 on a phone (a
 * DNS among the marks); the microsite shows its results by place with Q / q and the final's lanes
 * within seconds, without a reload (the event's live stream). The final is left to run, so a second
 * run corrects heat 2 instead (allowed until the final has results).
 */
const SPRINT = "Athletics · Men's Open";
const MARKS = ['10.84', '11.02', '11.10', '11.22', '11.40', '11.95'];

test('staff enter a heat on a phone; the microsite shows its results, Q / q and the final lanes', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const site = await visitor.newPage();
  await site.goto(`${DEMO_EVENT}/fixtures`);
  await site.getByLabel('Competition').selectOption({ label: SPRINT });
  const panel = site.getByRole('region', { name: 'Tables and bracket' });
  const heat2 = panel.getByRole('region', { name: 'Heat 2' });
  await expect(heat2).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Heat 1' }).getByRole('table', { name: 'Heat 1 results' })).toBeVisible();
  await heat2.scrollIntoViewIfNeeded();
  await site.screenshot({ path: screenshotPath('timed-heats-microsite-phone'), fullPage: true });
  let navigations = 0;
  site.on('framenavigated', () => (navigations += 1));

  const staff = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await staff.addInitScript((value) => localStorage.setItem('token', value), await signInThroughApi(request, DEMO_PHONES.staff));
  const phone = await staff.newPage();
  await phone.goto('/staff');
  await chooseDemoEventOnStaffDashboard(phone);
  const heats = phone.getByRole('region', { name: 'Heats and results' });
  await heats.getByLabel('Competition').selectOption({ label: SPRINT });
  const saved = heats.getByRole('article', { name: 'Heats · Heat 2' });
  const form = heats.getByRole('form', { name: 'Heats · Heat 2' });
  await expect(saved.or(form)).toBeVisible();
  // A second run: heat 2 has results already, so they are corrected.
  if (await saved.isVisible()) await saved.getByRole('button', { name: 'Correct the results' }).click();
  await expect(form).toBeVisible();
  const marks = form.getByRole('textbox', { name: /mark$/ });
  const results = form.getByRole('combobox', { name: /result$/ });
  await expect(results).toHaveCount(7);
  // The last lane did not start: DNS; the others get their marks.
  await results.nth(6).selectOption('DNS');
  for (const [index, mark] of MARKS.entries()) await marks.nth(index).fill(mark);
  await expect(marks.first()).toHaveAttribute('inputmode', 'decimal');
  // A slip is refused with a message that says what a mark looks like.
  await marks.nth(0).fill('10,84');
  await form.getByRole('button', { name: 'Save Heats · Heat 2 results' }).click();
  await expect(form.getByRole('alert')).toContainText('10.87');
  await marks.nth(0).fill(MARKS[0]!);
  await form.scrollIntoViewIfNeeded();
  await phone.screenshot({ path: screenshotPath('timed-heat-entry-phone') });
  await form.getByRole('button', { name: 'Save Heats · Heat 2 results' }).click();
  await expect(saved).toContainText('Results saved');
  await expect(saved).toContainText('10.84');
  // The final's lanes are drawn from the two heats: its form is ready on the console too.
  const finalForm = heats.getByRole('form', { name: 'Final' });
  await expect(finalForm.getByRole('combobox', { name: /result$/ }).first()).toBeVisible({ timeout: 10_000 });
  await saved.scrollIntoViewIfNeeded();
  await phone.screenshot({ path: screenshotPath('timed-heat-saved-phone') });

  // The microsite follows within seconds (the fallback poll would take a minute), with no reload.
  const heat2Results = heat2.getByRole('table', { name: 'Heat 2 results' });
  await expect(heat2Results).toBeVisible({ timeout: 15_000 });
  await expect(heat2Results.getByRole('row').nth(1)).toContainText('10.84');
  await expect(heat2Results.getByRole('row').nth(1)).toContainText('Q');
  await expect(heat2Results).toContainText('DNS');
  // Q / q across both heats: 2 per heat by place, then the 2 fastest of the rest (ties take more).
  await expect(panel.getByRole('cell', { name: 'q', exact: true }).first()).toBeVisible();
  const final = panel.getByRole('region', { name: 'Final' });
  await expect(final.getByRole('table', { name: 'Final start list' })).toBeVisible();
  expect(navigations).toBe(0);
  await heat2.scrollIntoViewIfNeeded();
  await site.screenshot({ path: screenshotPath('timed-heat-results-microsite-phone'), fullPage: true });
  await site.setViewportSize({ width: 1366, height: 900 });
  await panel.scrollIntoViewIfNeeded();
  await site.screenshot({ path: screenshotPath('timed-heat-results-microsite-desktop'), fullPage: true });
  await phone.setViewportSize({ width: 1366, height: 900 });
  await heats.scrollIntoViewIfNeeded();
  await heats.screenshot({ path: screenshotPath('timed-heat-entry-desktop') });

  // Archery: a scored final with its ranking and shared bronze.
  await site.getByLabel('Competition').selectOption({ label: 'Archery · Veterans (35+)' });
  await expect(panel.getByRole('table', { name: 'Final ranking' })).toContainText('671');
  await expect(panel.getByRole('list', { name: 'Medals' })).toContainText('Bronze');
  await site.screenshot({ path: screenshotPath('timed-archery-ranking-desktop'), fullPage: true });
  await site.setViewportSize({ width: 390, height: 844 });
  await site.screenshot({ path: screenshotPath('timed-archery-ranking-phone'), fullPage: true });
  await visitor.close();
  await staff.close();
});
