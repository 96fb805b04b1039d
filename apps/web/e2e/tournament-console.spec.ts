import { expect } from '@playwright/test';
import { test } from './support/test';
import { DEMO_PHONES, signInThroughApi, signUpThroughApi } from './support/api-sign-in';
import { demoCategory } from './support/demo-event';
import { screenshotPath } from './support/screenshots';
import { seriousViolations } from './support/page-check';

/**
 * Issue 16, Admin → Tournaments: four people enter Carrom Men's Open (a category no other browser
 * test uses), and the admin previews a knockout draw, then draws it, in the console. New people
 * use 6000001100-03 with the code 271828 (live-microsite.spec.ts uses 05-06).
 */
const CODE = '271828';

test('an admin previews and draws a knockout for a category in the console', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { eventId, eventSportCategoryId } = await demoCategory(request, 'Carrom', "Men's Open");
  const event = { id: eventId };
  const category = { id: eventSportCategoryId };
  const players = ['Arjun', 'Bala', 'Chetan', 'Dev'];
  for (const [index, name] of players.entries()) {
    const phone = `6000001${100 + index}`;
    const token = await signUpThroughApi(request, phone, CODE, {
      name: `${name} Carrom`,
      email: `${name.toLowerCase()}.${phone}@example.com`,
      gender: 'male',
      companyName: 'Globex',
    });
    const entered = await request.post('/api/customer/registrations', {
      headers: { authorization: `Bearer ${token}` },
      data: { eventId: event.id, entries: [{ eventSportCategoryId: category.id, mode: 'individual' }] },
    });
    // A retry of this test finds them registered already.
    expect([201, 409]).toContain(entered.status());
  }

  const admin = await signInThroughApi(request, DEMO_PHONES.admin);
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('thirdPartyConsent', 'accepted');
  }, admin);
  await page.goto('/admin/tournaments');
  await page.getByRole('combobox', { name: /^Event/ }).selectOption({ label: 'Corporate Olympics 2026' });
  const draw = page.getByRole('form', { name: 'Draw a category' });
  await draw.getByLabel('Category').selectOption({ label: "Carrom · Men's Open (4)" });
  await draw.getByLabel('Format').selectOption('single_elimination');
  await expect(draw.getByRole('button', { name: 'Draw' })).toBeDisabled();
  // Issue 31: a knockout has no table (no tie-breakers to choose), but can keep colleagues apart.
  await expect(draw.getByLabel('Tie-breakers')).toHaveCount(0);
  await draw.getByLabel('Keep colleagues apart').check();
  await draw.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Draw preview' });
  await expect(preview).toContainText('Preview: nothing is written yet.');
  await expect(preview).toContainText('Semi-final');
  await expect(preview).toContainText('Final');
  await expect(preview).toContainText('Arjun Carrom');
  // All four entrants work at Globex: both semi-finals are colleagues, and the preview says why.
  const meetings = preview.getByRole('list', { name: 'Unavoidable company meetings' }).getByRole('listitem');
  await expect(meetings).toHaveCount(2);
  await expect(meetings.first()).toContainText('4 Globex players among the 4 playing the first round');
  await page.screenshot({ path: screenshotPath('admin-tournament-draw-preview'), fullPage: true });

  await draw.getByRole('button', { name: 'Draw' }).click();
  const written = page.getByRole('region', { name: 'Draw written' });
  await expect(written).toContainText('Drawn.');
  // The draw is there for everyone: the public bracket reads it.
  const standings = await request.get(`/api/public/events/${event.id}/standings?eventSportCategoryId=${category.id}`);
  expect(standings.ok()).toBe(true);
  expect(JSON.stringify(await standings.json())).toContain('Dev Carrom');

  // Then the schedule: the four Carrom matches get times and venues (a preview first).
  const schedule = page.getByRole('form', { name: 'Schedule fixtures' });
  await schedule.getByLabel("Carrom · Men's Open").check();
  await schedule.getByRole('button', { name: 'Preview' }).click();
  const schedulePreview = page.getByRole('region', { name: 'Schedule preview' });
  await expect(schedulePreview).toContainText('4 matches fit, 0 do not.');
  // Issue 30: the preview is a timetable. On a phone, a list per venue with its times...
  const venueNames = ['Kanteerava Stadium', 'Koramangala Indoor Arena', 'Whitefield Sports Club'];
  const firstVenue = schedulePreview
    .getByRole('region', { name: /^(Kanteerava Stadium|Koramangala Indoor Arena|Whitefield Sports Club), / })
    .first();
  await expect(firstVenue.getByRole('listitem').first()).toContainText(/\d{1,2}:\d{2} [AP]M/);
  await expect(schedulePreview).toContainText("Carrom · Men's Open · Final");
  await schedulePreview.screenshot({ path: '/tmp/grid-install-schedule-preview-390.png' });
  expect(await seriousViolations(page, 'section[aria-label="Schedule preview"]')).toEqual([]);
  // ...and from tablet width a grid: venues as column headers, start times as row headers.
  await page.setViewportSize({ width: 1366, height: 900 });
  const grid = schedulePreview.getByRole('table').first();
  await expect(grid).toBeVisible();
  const headers = await grid.getByRole('columnheader').allTextContents();
  expect(headers[0]).toBe('Time');
  expect(headers.length).toBeGreaterThan(1);
  for (const header of headers.slice(1)) expect(venueNames).toContain(header);
  await expect(grid.getByRole('rowheader').first()).toHaveText(/^\d{1,2}:\d{2} [AP]M$/);
  // Each match sits in its venue's column: the final is in a cell, with its round under the sides.
  await expect(grid.getByRole('cell').filter({ hasText: "Carrom · Men's Open · Final" })).toHaveCount(1);
  await expect(grid.getByRole('cell').filter({ hasText: 'Winner of Semi-final 1 v Winner of Semi-final 2' })).toHaveCount(1);
  await schedulePreview.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/grid-install-schedule-preview-1366.png', fullPage: true });
  expect(await seriousViolations(page, 'section[aria-label="Schedule preview"]')).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await schedule.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('region', { name: 'Schedule written' })).toContainText('Scheduled.');
  await page.screenshot({ path: screenshotPath('admin-tournament-schedule'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath('admin-tournament-draw-1366'), fullPage: true });
});

test('an admin previews the heats of a timed category in the console (issue 32)', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Three swimmers (6000001107-09) in Swimming Men's Open; only a preview: drawn heats would close its
  // registration, which registration-eligibility.spec.ts still opens.
  const { eventId, eventSportCategoryId } = await demoCategory(request, 'Swimming', "Men's Open");
  for (const [index, name] of ['Ishaan', 'Jai', 'Kabir'].entries()) {
    const phone = `6000001${107 + index}`;
    const token = await signUpThroughApi(request, phone, CODE, {
      name: `${name} Swimmer`,
      email: `${name.toLowerCase()}.${phone}@example.com`,
      gender: 'male',
      companyName: 'Initech',
    });
    const entered = await request.post('/api/customer/registrations', {
      headers: { authorization: `Bearer ${token}` },
      data: { eventId, entries: [{ eventSportCategoryId, mode: 'individual' }] },
    });
    expect([201, 409]).toContain(entered.status());
  }
  const admin = await signInThroughApi(request, DEMO_PHONES.admin);
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('thirdPartyConsent', 'accepted');
  }, admin);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/tournaments');
    await page.getByRole('combobox', { name: /^Event/ }).selectOption({ label: 'Corporate Olympics 2026' });
    const heats = page.getByRole('form', { name: 'Draw heats' });
    await heats.getByLabel('Category').selectOption({ label: "Swimming · Men's Open" });
    await expect(heats.getByRole('button', { name: 'Draw heats' })).toBeDisabled();
    await heats.getByLabel('Lanes in a heat').fill('2');
    await heats.getByLabel('To the next round: first places of each heat').fill('1');
    await heats.getByLabel('Then: best marks of the rest').fill('0');
    await heats.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Heats preview' });
    await expect(preview).toContainText('Preview: nothing is saved yet.');
    await expect(preview).toContainText('Heat 2');
    await expect(preview).toContainText('Kabir Swimmer');
    await expect(heats.getByRole('button', { name: 'Draw heats' })).toBeEnabled();
    await preview.evaluate((region) => region.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: screenshotPath(`admin-heats-preview-${width}`) });
  }
});
