/**
 * A cold offline start, like a Wallet pass (issue 30): the installed app opened with no network,
 * every earlier page closed, shows the signed-in person from the saved copy, their registrations,
 * the page of their event and the scanner; a scan is kept and recorded once when the network is
 * back. After a logout, the same start shows nothing of the person. Chromium's fake camera plays
 * the demo event's Football code.
 */
import { chromium, expect, request as requestFactory, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { test } from './support/test';
import { CHROMIUM_ARGS, E2E_PORT } from '../playwright.config';
import { DEMO_PHONES, signInThroughApi, signUpThroughApi } from './support/api-sign-in';
import { writeQrVideo } from './support/fake-camera';
import { DEMO_EVENT, demoCategory } from './support/demo-event';
import { chooseLogout } from './support/log-out';

// A cold offline start is served by the service worker (the config blocks it for other tests, and for the browsers they launch).
test.use({ serviceWorkers: 'allow' });

const BASE_URL = `http://localhost:${E2E_PORT}`;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Numbers of this file only (e2e/support/start-e2e-server.ts). */
const CODE = '618034';
const OFFLINE_LINE = /^Offline — showing what was saved at \d{1,2}:\d{2} [AP]M$/;

test.describe.configure({ mode: 'serial' });
// Sign-up, four pages online, four offline at two widths, a scan and its sync: over two minutes on a busy 2-core machine.
test.setTimeout(300_000);

let staffToken = '';
let demoEventId = 0;
let browser: Browser;

test.beforeAll(async () => {
  const request = await requestFactory.newContext({ baseURL: BASE_URL });
  staffToken = await signInThroughApi(request, DEMO_PHONES.staff);
  demoEventId = (await demoCategory(request, 'Archery', "Men's Open")).eventId;
  const codes = await request.get(`/api/events/${demoEventId}/checkin-codes`, { headers: { authorization: `Bearer ${staffToken}` } });
  const football = ((await codes.json()).data as { sportName: string; payload: string }[]).find((code) => code.sportName === 'Football')!;
  await request.dispose();
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${writeQrVideo(football.payload)}`,
      '--use-fake-ui-for-media-stream',
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
});

/** A new member signed up through the API and registered for Archery, Men's Open at the demo event. */
async function newRegisteredMember(index: number, name: string): Promise<{ phone: string; token: string }> {
  const phone = `60000008${String(index).padStart(2, '0')}`;
  const request = await requestFactory.newContext({ baseURL: BASE_URL });
  const token = await signUpThroughApi(request, phone, CODE, { name, email: `offline.${phone}@example.com`, companyName: 'Acme Corp' });
  const { eventId, eventSportCategoryId } = await demoCategory(request, 'Archery', "Men's Open");
  const registered = await request.post('/api/customer/registrations', {
    headers: { authorization: `Bearer ${token}` },
    data: { eventId, entries: [{ eventSportCategoryId, mode: 'individual' }] },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await request.dispose();
  return { phone, token };
}

/** Signs in (token as the sign-in page leaves it), lets the service worker take the page, and visits the person's pages. */
async function visitOnline(token: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  await page.goto('/about');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('button', { name: 'Attendance Scanner' })).toBeVisible();
  // Each page's answers are saved about a second after they arrive (the persister's throttle); a
  // person reads a page for longer than that, so each visit waits for its save before moving on.
  await expectSaved(page, ['tenant-config', 'profile', 'my-registrations']);
  await page.goto('/my-events');
  await expect(page.getByText('Archery').first()).toBeVisible();
  // My registrations' other panels (certificates, the calendar link) are kept too: no error offline.
  await expectSaved(page, ['my-certificates', 'calendar-link']);
  await page.goto(DEMO_EVENT);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectSaved(page, ['event-by-path']);
  await page.goto('/profile');
  await expect(page.getByRole('img', { name: 'Your personal QR code' })).toBeVisible();
  await expectSaved(page, ['event-by-path', 'my-registrations', 'profile']);
  return { context, page };
}

const expectSaved = (page: Page, kinds: string[]) =>
  // 45 s: the saved copy waits for every answer of the page, and a page of answers takes long at load 15.
  expect.poll(() => savedKinds(page), { timeout: 45_000 }).toEqual(expect.arrayContaining(kinds));

/** The kinds of reads in the saved copy on this browser (empty when there is none). */
const savedKinds = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const opening = indexedDB.open('podium-offline-reads');
        opening.onerror = () => resolve([]);
        opening.onupgradeneeded = () => opening.transaction?.abort();
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('reads')) return (db.close(), resolve([]));
          const reading = db.transaction('reads').objectStore('reads').get('query-cache');
          reading.onsuccess = () => {
            db.close();
            if (typeof reading.result !== 'string') return resolve([]);
            const saved = JSON.parse(reading.result) as { clientState: { queries: { queryKey: unknown[] }[] } };
            resolve([...new Set(saved.clientState.queries.map((query) => String(query.queryKey[0])))]);
          };
        };
      }),
  );

/** Closes every page, cuts the network, and opens the app at / as a relaunch from the home screen does. */
async function relaunchOffline(context: BrowserContext): Promise<Page> {
  for (const open of context.pages()) await open.close();
  await context.setOffline(true);
  const page = await context.newPage();
  // A relaunch comes minutes or hours later: the browser's HTTP cache no longer answers a public read
  // (max-age 15 s), only the copy saved on the device does. Chromium's offline emulation leaves
  // navigator.onLine true, so an answer from that cache would not look offline here.
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  const response = await page.goto('/');
  expect(response?.fromServiceWorker(), 'the service worker serves the app shell').toBe(true);
  return page;
}

async function shoot(page: Page, name: string) {
  for (const [width, height, label] of [
    [390, 844, 'phone'],
    [1366, 768, 'desktop'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `/tmp/offline-${name}-${label}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

// Archery, Men's Open is this file's category: no other browser test draws it. (With Darts, which
// live-microsite draws, registration closed mid-run: 409 REGISTRATION_CLOSED.)
test('a cold start with no network shows the person, their registrations, their event and the scanner; a scan is recorded once when the network is back', async () => {
  const member = await newRegisteredMember(0, 'Olga Offline');
  const { context } = await visitOnline(member.token);

  const page = await relaunchOffline(context);
  await expect(page.getByRole('heading', { name: 'Hi Olga' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline — ' })).toHaveText(OFFLINE_LINE);
  await expect(page.getByRole('img', { name: 'Your personal QR code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Attendance Scanner' })).toBeVisible();
  await shoot(page, 'home');

  await page.goto('/my-events');
  await expect(page.getByText('Archery').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline — ' })).toHaveText(OFFLINE_LINE);
  await expect(page.getByText('Network error')).toHaveCount(0);
  await expect(page.getByText('Your certificates could not be loaded')).toHaveCount(0);
  await shoot(page, 'my-registrations');

  await page.goto(DEMO_EVENT);
  await expect(page.getByRole('status').filter({ hasText: 'Offline — ' })).toHaveText(OFFLINE_LINE);
  await expect(page.getByText('Page not found')).toHaveCount(0);
  await shoot(page, 'event-page');

  // An event page never opened before: offline, not "404".
  await page.goto('/bengaluru-no-such-saved-event');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Page not found')).toHaveCount(0);

  await page.goto('/');
  const dialog = page.getByRole('dialog');
  // The scanner's modal mounts after the first paint (deferred); a click before that opens nothing.
  await expect(async () => {
    await page.getByRole('button', { name: 'Attendance Scanner' }).click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(dialog.getByRole('heading', { name: 'Check-in Saved' })).toBeVisible({ timeout: 15_000 });
  const saved = dialog.getByTestId('saved-check-in');
  await expect(saved).toContainText('Football');
  await expect(saved).toContainText('Scanned');
  await expect(dialog.getByTestId('queued-count')).toHaveText('1 check-in is waiting to be sent.');
  await shoot(page, 'check-in-saved');

  // Back online: the kept scan is sent; Football is not the member's sport, so they choose a category as a visitor.
  await context.setOffline(false);
  await expect(dialog.getByRole('heading', { name: 'Select Your Category' })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('checkbox', { name: /Men's Open/ }).click();
  await dialog.getByRole('button', { name: /Mark Attendance/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Check-in Complete!' })).toBeVisible();

  const people = await page.request.get(`/api/staff/events/${demoEventId}/people?search=${member.phone}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  const person = ((await people.json()).data as { phone: string; attendance: { isOffline: boolean; direction: string }[] }[]).find(
    (row) => row.phone === member.phone,
  )!;
  expect(person.attendance).toEqual([expect.objectContaining({ direction: 'check-in', isOffline: true })]);
  await context.close();
});

test('after a logout, a cold start with no network shows nothing of the person who signed out', async () => {
  const member = await newRegisteredMember(1, 'Sasha Shared');
  const { context, page } = await visitOnline(member.token);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await chooseLogout(page);
  await expect.poll(() => savedKinds(page)).toEqual([]);

  const relaunched = await relaunchOffline(context);
  await expect(relaunched.getByRole('banner')).toBeVisible();
  await expect(relaunched.getByText(/Sasha/)).toHaveCount(0);
  await expect(relaunched.getByRole('img', { name: 'Your personal QR code' })).toHaveCount(0);
  await expect(relaunched.getByRole('status').filter({ hasText: 'Offline — ' })).toHaveCount(0);
  await relaunched.goto('/my-events');
  await expect(relaunched.getByText('Archery')).toHaveCount(0);
  await context.close();
});
