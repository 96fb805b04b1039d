/**
 * The attendance scanner end to end: Chromium's fake camera plays a video of a real attendance
 * code (made here with `qrcode`), the page decodes it with ZXing in a worker and checks in through
 * the real API on the demo data.
 */
import { chromium, expect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test';
import { CHROMIUM_ARGS, E2E_PORT } from '../playwright.config';
import { DEMO_PHONES, signInThroughApi } from './support/api-sign-in';
import { writeQrVideo } from './support/fake-camera';

const BASE_URL = `http://localhost:${E2E_PORT}`;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TIME_ZONE = 'Asia/Kolkata';

test.describe.configure({ mode: 'serial' });

const tokens: Partial<Record<keyof typeof DEMO_PHONES, string>> = {};
let footballCode = '';
const browsers: Browser[] = [];

/** A browser whose camera plays `text` as a QR code (or, with `allowCamera: false`, refuses the camera). */
async function browserShowing(text: string, options: { allowCamera?: boolean } = {}): Promise<Browser> {
  const video = writeQrVideo(text);
  const cameraArgs = [
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
    options.allowCamera === false ? '--deny-permission-prompts' : '--use-fake-ui-for-media-stream',
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...cameraArgs] });
  browsers.push(browser);
  return browser;
}

/** A signed-in page on the home page with the scanner modal open. */
async function openScanner(browser: Browser, token: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 }, timezoneId: TIME_ZONE });
  if (token) await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.goto('/');
  // The app listens once it has rendered: open until the dialog shows (as the menu item would).
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('open-attendance-scanner')));
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  return page;
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  for (const role of ['staff', 'participant', 'visitor'] as const) tokens[role] = await signInThroughApi(request, DEMO_PHONES[role]);
  const events = (await (await request.get('/api/public/events')).json()).data as { id: number; slug: string }[];
  const demo = events.find((event) => event.slug === 'corporate-olympics-2026')!;
  const codes = await request.get(`/api/events/${demo.id}/checkin-codes`, { headers: { authorization: `Bearer ${tokens.staff}` } });
  expect(codes.status()).toBe(200);
  const football = ((await codes.json()).data as { sportName: string; payload: string }[]).find((code) => code.sportName === 'Football')!;
  footballCode = football.payload;
  await request.dispose();
});

test.afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
});

test('a participant scans the venue code and sees Check-in Complete!, then Already Checked In with the earlier time', async () => {
  const browser = await browserShowing(footballCode);
  const page = await openScanner(browser, tokens.participant);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Check-in Complete!' })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('Your attendance has been recorded successfully')).toBeVisible();
  // The success moment (issue 17): the sport large, a check mark that pops in, and no motion for
  // people who ask their system for less.
  const moment = dialog.getByTestId('check-in-moment');
  await expect(moment).toContainText('Football');
  expect(
    await moment
      .locator('p')
      .first()
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
  ).toBeGreaterThanOrEqual(28);
  const checkMark = dialog.locator('.check-pop');
  expect(await checkMark.evaluate((element) => getComputedStyle(element).animationName)).toBe('check-pop');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await checkMark.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(dialog.getByText('Priya Participant')).toBeVisible();
  await expect(dialog.getByText('Acme Corp FC')).toBeVisible();
  const row = dialog.getByTestId('check-in-complete-row');
  await expect(row.getByTestId('attendance-type-badge')).toHaveText('participant');
  const shownTime = (await row.locator('span').nth(1).textContent())!;
  // In the event's zone with its abbreviation (issue 13: one time, one place).
  expect(shownTime).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}:\d{2} (AM|PM) IST$/);

  await dialog.getByRole('button', { name: 'Scan Another' }).click();
  await expect(dialog.getByRole('heading', { name: 'Already Checked In' })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText(`You checked in previously at ${shownTime}`)).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'You are already checked in for Football' })).toContainText(
    'Kanteerava Stadium',
  );
  // The amber notice names the same moment as the subtitle (they once disagreed by the phone's zone).
  await expect(dialog.getByRole('status').filter({ hasText: 'You are already checked in for Football' })).toContainText(shownTime);
});

test('a visitor picks two categories and both are recorded', async () => {
  const browser = await browserShowing(footballCode);
  const page = await openScanner(browser, tokens.visitor);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Select Your Category' })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('Select Sport Categories (4 available)')).toBeVisible();
  const confirm = dialog.getByRole('button', { name: /Mark Attendance for/ });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /Men's Open/ }).click();
  await dialog.getByRole('checkbox', { name: /Veterans/ }).click();
  await expect(dialog.getByText('2 selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByText('0 selected')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /Men's Open/ }).click();
  await dialog.getByRole('checkbox', { name: /Women's Open/ }).click();
  await dialog.getByRole('button', { name: 'Mark Attendance for 2 Categories' }).click();
  await expect(dialog.getByRole('heading', { name: 'Check-in Complete!' })).toBeVisible();
  const chips = dialog.getByRole('list', { name: 'Categories' }).getByRole('listitem');
  await expect(chips).toHaveText(["Men's Open", "Women's Open"]);
  await expect(dialog.getByTestId('attendance-type-badge')).toHaveText('visitor');
});

test('a code that is not an attendance code says Invalid QR code format', async () => {
  const browser = await browserShowing('hello from a poster');
  const page = await openScanner(browser, tokens.visitor);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Scan Failed' })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('alert')).toHaveText('Invalid QR code format');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('a refused camera shows the Camera Error box, and Retry tries again', async () => {
  const browser = await browserShowing(footballCode, { allowCamera: false });
  const page = await openScanner(browser, tokens.visitor);
  const dialog = page.getByRole('dialog');
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Camera Error');
  await expect(alert).toContainText('Failed to start camera. Please check permissions.');
  await expect(dialog.getByText('Scanning')).toBeHidden();
  // Granting the camera now lets Retry start it.
  await page.context().grantPermissions(['camera'], { origin: BASE_URL });
  await alert.getByRole('button', { name: 'Retry' }).click();
  // The camera runs again: 'Scanning', or already past it, since the fake camera shows a real code
  // that can be read in the first frames (on a slow machine the scan could finish before a look
  // for 'Scanning' came: a CI flake).
  const running = dialog
    .getByText('Scanning', { exact: true })
    .or(dialog.getByRole('heading', { name: 'Select Your Category' }))
    .or(dialog.getByText('Check-in Complete!'));
  await expect(running.first()).toBeVisible({ timeout: 10_000 });
  await expect(alert).toBeHidden();
});

test('the staff kiosk shows a rotating code; members are turned away', async ({ browser }) => {
  for (const [role, isStaff] of [
    ['staff', true],
    ['visitor', false],
  ] as const) {
    const context = await browser.newContext({ baseURL: BASE_URL });
    await context.addInitScript((value) => localStorage.setItem('token', value), tokens[role]!);
    const page = await context.newPage();
    await page.goto('/kiosk');
    if (isStaff) {
      await expect(page.getByRole('img', { name: /Attendance code for/ })).toBeVisible();
      await expect(page.getByText(/New code in \d+ s/)).toBeVisible();
    } else {
      await expect(page.getByRole('alert')).toHaveText('Only event staff and admins can open the kiosk.');
    }
    await context.close();
  }
});
