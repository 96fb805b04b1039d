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
 * run corrects heat 2 instead (allowed until the final has results). A venue big screen (1920×1080,
 * `?sport=Athletics&panel=heats`) shows heat 2's results by the same live stream, and a second test
 * takes the screen's network away and back: it keeps its heats, says "Reconnecting…", and follows a
 * correction once the network is back.
 */
const SPRINT = "Athletics · Men's Open";
const MARKS = ['10.84', '11.02', '11.10', '11.22', '11.40', '11.95'];
const SCREEN = (panel: string) => `${DEMO_EVENT}/screen?sport=Athletics&panel=${panel}`;
const SCREEN_HEAT = (name: string) => `Athletics · Men's Open · ${name} results`;

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

  // The venue big screen by the track: the heats coming up (a screenshot), then the latest heat results.
  const tv = await browser.newContext({ viewport: { width: 1920, height: 1080 }, reducedMotion: 'reduce' });
  const screen = await tv.newPage();
  await screen.goto(SCREEN('heats-next'));
  await expect(screen.getByRole('heading', { level: 2, name: 'Heats coming up' })).toBeVisible();
  await expect(screen.getByRole('region', { name: "Athletics · Men's Open · Final start list" })).toBeVisible();
  await screen.screenshot({ path: screenshotPath('big-screen-heats-next-1920') });
  await screen.goto(SCREEN('heats'));
  await expect(screen.getByRole('heading', { level: 2, name: 'Latest heat results' })).toBeVisible();
  await expect(screen.getByRole('table', { name: SCREEN_HEAT('Heat 1') })).toContainText('10.92');
  let screenNavigations = 0;
  screen.on('framenavigated', () => (screenNavigations += 1));

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
  const savedAt = Date.now();
  await expect(saved).toContainText('Results saved');
  await expect(saved).toContainText('10.84');
  // The final's lanes are drawn from the two heats: its form is ready on the console too.
  const finalForm = heats.getByRole('form', { name: 'Final' });
  await expect(finalForm.getByRole('combobox', { name: /result$/ }).first()).toBeVisible({ timeout: 10_000 });
  await saved.scrollIntoViewIfNeeded();
  await phone.screenshot({ path: screenshotPath('timed-heat-saved-phone') });

  // The big screen follows within seconds too (its fallback poll would take 15 s): heat 2 by place with Q / q.
  const screenHeat2 = screen.getByRole('table', { name: SCREEN_HEAT('Heat 2') });
  await expect(screenHeat2.getByRole('row').nth(1)).toContainText('10.84', { timeout: 8_000 });
  console.log(`big screen showed heat 2 ${Date.now() - savedAt} ms after staff saved it`);
  await expect(screenHeat2.getByRole('row').nth(1)).toContainText('Q');
  await expect(screenHeat2).toContainText('DNS');
  expect(screenNavigations).toBe(0);
  await screen.screenshot({ path: screenshotPath('big-screen-heats-1920') });
  await tv.close();

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

test('the big screen keeps its heats while the network is down, says so, and follows a correction once it is back', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const event = (await (await request.get(`/api/public/events/by-path${DEMO_EVENT}`)).json()).data as {
    id: number;
    sportCategories: { id: number; resultType: string }[];
  };
  const standingsOf = async (categoryId: number) =>
    (await (await request.get(`/api/public/events/${event.id}/standings`, { params: { eventSportCategoryId: categoryId } })).json())
      .data as {
      rounds: {
        name: string;
        heats: { id: number; name: string; status: string; lanes: { lane: number; mark: string | null; status: string }[] }[];
      }[];
    };
  let heat1: { id: number; lanes: { lane: number; mark: string | null; status: string }[] } | undefined;
  for (const category of event.sportCategories.filter((row) => row.resultType === 'time')) {
    const found = (await standingsOf(category.id)).rounds[0]?.heats.find((heat) => heat.name === 'Heat 1' && heat.status === 'finished');
    if (found) heat1 = found;
  }
  expect(heat1, "the demo's 100 m has heat 1 run").toBeDefined();

  const tv = await browser.newContext({ viewport: { width: 1920, height: 1080 }, reducedMotion: 'reduce' });
  const screen = await tv.newPage();
  await screen.goto(SCREEN('heats'));
  const table = screen.getByRole('table', { name: SCREEN_HEAT('Heat 1') });
  await expect(table).toContainText('10.92');
  const mark = screen.getByRole('status').getByText('Reconnecting…');
  await expect(mark).toHaveCount(0);

  // The network drops (the device goes offline and the live stream is cut): the mark shows, the heats stay.
  await tv.route('**/stream', (route) => route.abort());
  await tv.setOffline(true);
  await expect(mark).toBeVisible();
  await expect(table).toContainText('10.92');
  await screen.screenshot({ path: screenshotPath('big-screen-heats-reconnecting-1920') });

  // Back online, the stream reconnects by itself and the mark goes.
  await tv.unroute('**/stream');
  await tv.setOffline(false);
  await expect(mark).toHaveCount(0, { timeout: 30_000 });
  await expect(table).toContainText('10.92');

  // Updates resume: staff correct heat 1's winner (10.92 → 10.90) and the screen follows within seconds.
  const token = await signInThroughApi(request, DEMO_PHONES.staff);
  const correct = async (winner: string) => {
    const answer = await request.put(`/api/staff/heats/${heat1!.id}/results`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        results: heat1!.lanes.map((lane) =>
          lane.status === 'ok'
            ? { lane: lane.lane, mark: lane.mark === '10.92' ? winner : lane.mark }
            : { lane: lane.lane, status: lane.status },
        ),
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  await correct('10.90');
  await expect(table.getByRole('row').nth(1)).toContainText('10.90', { timeout: 8_000 });
  // Put the demo back as it was for other tests.
  await correct('10.92');
  await expect(table.getByRole('row').nth(1)).toContainText('10.92', { timeout: 8_000 });
  // The same panel on a laptop and a phone.
  await screen.setViewportSize({ width: 1366, height: 768 });
  await screen.screenshot({ path: screenshotPath('big-screen-heats-1366') });
  await screen.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeVisible();
  await screen.screenshot({ path: screenshotPath('big-screen-heats-390'), fullPage: true });
  await tv.close();
});
