/**
 * The "Install app" offer (issue 30): never a pop-up on load; an item in the avatar menu once the
 * browser has offered an install (`beforeinstallprompt`) and the person has checked in once on this
 * device, kept on later loads. Chromium here fires no real install prompt (a fresh, incognito-like
 * context), so the test dispatches a synthetic one whose prompt() counts its calls, as Chromium's
 * would be called. The check-in is real: the fake camera plays the demo event's Football code and a
 * new member (not registered for Football) marks attendance as a visitor.
 */
import { chromium, expect, request as requestFactory, type Browser, type Page } from '@playwright/test';
import { test } from './support/test';
import { CHROMIUM_ARGS, E2E_PORT } from '../playwright.config';
import { DEMO_PHONES, signInThroughApi, signUpThroughApi } from './support/api-sign-in';
import { writeQrVideo } from './support/fake-camera';
import { demoCategory } from './support/demo-event';

const BASE_URL = `http://localhost:${E2E_PORT}`;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The last of the cold offline start's numbers (e2e/support/start-e2e-server.ts, code 618034):
 * offline-start.spec.ts signs up 6000000800 and 01 only.
 */
const PHONE = '6000000804';
const CODE = '618034';

let browser: Browser;
test.afterAll(async () => {
  await browser?.close();
});

/** Fires a synthetic install prompt on the page; its prompt() calls are counted in `window.installPrompts`. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const counted = window as unknown as { installPrompts: number };
    counted.installPrompts ??= 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        counted.installPrompts += 1;
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

const promptCalls = (page: Page) => page.evaluate(() => (window as unknown as { installPrompts?: number }).installPrompts ?? 0);

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
}

test('"Install app" is in the avatar menu only after a first check-in, never a pop-up, and calls the browser prompt', async () => {
  test.setTimeout(180_000);
  const request = await requestFactory.newContext({ baseURL: BASE_URL });
  const staffToken = await signInThroughApi(request, DEMO_PHONES.staff);
  const { eventId } = await demoCategory(request, 'Football', "Men's Open");
  const codes = await request.get(`/api/events/${eventId}/checkin-codes`, { headers: { authorization: `Bearer ${staffToken}` } });
  const football = ((await codes.json()).data as { sportName: string; payload: string }[]).find((code) => code.sportName === 'Football')!;
  const token = await signUpThroughApi(request, PHONE, CODE, {
    name: 'Ines Install',
    email: `install.${PHONE}@example.com`,
    companyName: 'Acme Corp',
  });
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
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Kolkata' });
  await context.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('thirdPartyConsent', 'accepted');
  }, token);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hi Ines' })).toBeVisible();

  // The browser offers an install on load: kept (no mini-infobar), and nothing pops up.
  expect(await offerInstall(page)).toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Attendance Scanner' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Install app' })).toHaveCount(0);

  await page.keyboard.press('Escape');

  // A first check-in (as a visitor: Football is not this member's sport).
  const dialog = page.getByRole('dialog');
  // The scanner's modal mounts after the first paint (deferred); a click before that opens nothing.
  await expect(async () => {
    await page.getByRole('button', { name: 'Attendance Scanner' }).click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(dialog.getByRole('heading', { name: 'Select Your Category' })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('checkbox', { name: /Men's Open/ }).click();
  await dialog.getByRole('button', { name: /Mark Attendance/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Check-in Complete!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close scanner' }).click();
  await expect(dialog).toHaveCount(0);

  await openAccountMenu(page);
  const install = page.getByRole('menuitem', { name: 'Install app' });
  await expect(install).toBeVisible();
  await page.screenshot({ path: '/tmp/grid-install-menu-install-390.png' });
  await install.click();
  await expect.poll(() => promptCalls(page)).toBe(1);
  // The kept prompt is spent: no item until the browser offers again.
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Install app' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A later load keeps the offer (the check-in is remembered), once the browser offers again.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hi Ines' })).toBeVisible();
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Install app' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await offerInstall(page);
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Install app' })).toBeVisible();
  await page.screenshot({ path: '/tmp/grid-install-menu-install-1366.png' });
  await page.getByRole('menuitem', { name: 'Install app' }).click();
  await expect.poll(() => promptCalls(page)).toBe(1);
  await context.close();
});
