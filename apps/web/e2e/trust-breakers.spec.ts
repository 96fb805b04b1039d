import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import { signUpThroughApi } from './support/api-sign-in';
import { screenshotPath } from './support/screenshots';
import { setMaintenance } from './support/shell-fixtures';

/**
 * Issue 17's trust breakers in a real browser: one 404 everywhere, maintenance that says one
 * thing at a time, a signed-in home that leads with the member's day, and a registered member
 * who sees their registration instead of Register Now. New people: 60000009NN with code 428642.
 */
const EVENT = '/bengaluru-corporate-olympics-2026';
const CODE = '428642';
const VIEWPORTS = [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1366, height: 768 }],
] as const;

async function shoot(page: Page, name: string) {
  for (const [label, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: screenshotPath(`${name}-${label}`), fullPage: true });
  }
}

test.describe('one 404 page', () => {
  for (const path of ['/404', '/no/such/page', '/not-an-event', '/not-an-event/fixtures', `${EVENT}/no-such-section`]) {
    test(`${path} shows the 404 page without the site header, with a visible Sign In`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      const signIn = page.getByRole('link', { name: 'Sign In' });
      await expect(signIn).toBeVisible();
      // Visible means readable: white text on a white bar was the bug.
      const colours = await signIn.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).backgroundColor]);
      expect(colours[0]).not.toBe(colours[1]);
      await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    });
  }

  test('screenshots of the 404 page', async ({ page }) => {
    await page.goto('/not-an-event');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await shoot(page, 'not-found');
  });
});

test('the maintenance page shows one message at a time', async ({ page }) => {
  let maintenance = true;
  await setMaintenance(page, () => maintenance);
  await page.goto('/under-maintenance');
  await expect(page.getByRole('heading', { level: 1, name: "We'll be right back" })).toBeVisible();
  await expect(page.getByText('Maintenance is over. Welcome back!')).toHaveCount(0);
  await shoot(page, 'under-maintenance');

  maintenance = false;
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maintenance is over. Welcome back!' })).toBeVisible();
  await expect(page.getByText("We'll be right back")).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await shoot(page, 'under-maintenance-over');
});

async function registeredMember(request: APIRequestContext, phone: string) {
  const token = await signUpThroughApi(request, phone, CODE, {
    name: 'Meera Member',
    email: `meera.${phone}@example.com`,
    companyName: 'Initech',
  });
  const headers = { authorization: `Bearer ${token}` };
  const saved = await request.put('/api/customer/profile', {
    headers,
    data: {
      name: 'Meera Member',
      email: `meera.${phone}@example.com`,
      gender: 'female',
      companyName: 'Initech',
      dateOfBirth: '1991-03-04',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const event = (await (await request.get(`/api/public/events/by-path${EVENT}`)).json()).data;
  const solo = new Set(
    event.sportList.filter((sport: { isTeamSport: boolean }) => !sport.isTeamSport).map((sport: { id: number }) => sport.id),
  );
  const womensOpen = event.categories.find((category: { name: string }) => category.name === "Women's Open").id;
  const row = event.sportCategories.find(
    (item: { sportId: number; categoryId: number }) => solo.has(item.sportId) && item.categoryId === womensOpen,
  );
  const registered = await request.post('/api/customer/registrations', {
    headers,
    data: { eventId: event.id, entries: [{ eventSportCategoryId: row.id, mode: 'individual' }] },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return token;
}

test('a signed-in member: home leads with their day, and the event site shows them registered', async ({ page, playwright }) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const token = await registeredMember(request, '6000000900');
  await page.addInitScript((value) => localStorage.setItem('token', value), token);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Meera' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Your next match|Playing now/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your personal QR code' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Attendance Scanner' })).toBeVisible();
  await expect(page.getByText('1 active coupon to use.')).toBeVisible();
  // The marketing welcome is for people who are not signed in.
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await shoot(page, 'member-home');

  await page.goto(EVENT);
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate Olympics 2026' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Registered/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register Now' })).toHaveCount(0);
  await shoot(page, 'microsite-registered-member');
});

test('a live event is listed under Live now, not under Upcoming', async ({ page }) => {
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  // One event today and one next month, whatever other tests have created.
  await page.route('**/api/public/event-calendar*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const [first] = body.data;
    body.data = [
      { ...first, id: 990001, eventName: 'Games Today', startsOn: today, endsOn: today },
      { ...first, id: 990002, eventName: 'Games Next Month', startsOn: later, endsOn: later },
    ];
    await route.fulfill({ response, json: body });
  });
  await page.goto('/');
  const live = page.getByRole('region', { name: /Live now/ });
  const upcoming = page.getByRole('region', { name: /Upcoming events/ });
  await expect(live.getByRole('listitem')).toHaveCount(1);
  await expect(live.getByRole('listitem')).toContainText('Games Today');
  await expect(live.getByText('Live', { exact: true })).toBeVisible();
  await expect(upcoming.getByRole('listitem')).toHaveCount(1);
  await expect(upcoming.getByRole('listitem')).toContainText('Games Next Month');
});

test('every page names itself in the browser tab', async ({ page }) => {
  await page.goto(`${EVENT}/fixtures`);
  await expect(page).toHaveTitle('Fixtures · Corporate Olympics 2026 · Podium');
  await page.goto('/event-calendar');
  await expect(page).toHaveTitle(/^Events Calendar · .*Podium/);
  await page.goto('/not-an-event');
  await expect(page).toHaveTitle('Page not found · Podium');
  // A post names itself once loaded, instead of a generic 'Blog'.
  await page.goto('/blogs/corporate-olympics-2026-kicks-off');
  await expect(page).toHaveTitle(/^Corporate Olympics 2026 kicks off in Bengaluru · .*Podium/);
});

test('results and the medal tally say which categories are still being decided, and show no standings for them', async ({ page }) => {
  // The demo event: Cricket's deciding matches are finished; Football's final is still to come.
  for (const section of ['results', 'medal-tally']) {
    await page.goto(`${EVENT}/${section}`);
    const note = page.getByRole('complementary', { name: 'Still being decided' });
    await expect(note).toBeVisible();
    await expect(note).toContainText("Final standings and medals appear once a category's deciding matches are finished.");
    await expect(note.getByRole('listitem').filter({ hasText: /^Football · / })).toHaveCount(1);
    await expect(note.getByRole('listitem').filter({ hasText: /^Cricket · / })).toHaveCount(0);
    await shoot(page, `undecided-${section}`);
  }
  await page.goto(`${EVENT}/results`);
  const standings = page.getByRole('region', { name: 'Final standings' });
  await expect(standings.getByRole('heading', { level: 3, name: /^Cricket/ })).toBeVisible();
  await expect(standings.getByRole('heading', { level: 3, name: /^Football/ })).toHaveCount(0);
});
