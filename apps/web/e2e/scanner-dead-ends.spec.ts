/**
 * The attendance scanner with no dead ends (issue 13 §4): the whole frame is read (a code filling
 * half of a laptop camera's wide view), a failed photo leaves the camera running, a refused camera
 * offers the photo, other kinds of QR code say what they are, and focus lands in the dialog.
 */
import { chromium, expect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test';
import QRCode from 'qrcode';
import { CHROMIUM_ARGS, E2E_PORT } from '../playwright.config';
import { DEMO_PHONES, signInThroughApi } from './support/api-sign-in';
import { writeQrVideo, type FakeVideoOptions } from './support/fake-camera';
import { screenshotPath } from './support/screenshots';

const BASE_URL = `http://localhost:${E2E_PORT}`;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A 1 x 1 white PNG: a photo with no code in it. */
const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC', 'base64');

test.describe.configure({ mode: 'serial' });

const browsers: Browser[] = [];
let visitorToken = '';
let footballCode = '';

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  visitorToken = await signInThroughApi(request, DEMO_PHONES.visitor);
  const staffToken = await signInThroughApi(request, DEMO_PHONES.staff);
  const events = (await (await request.get('/api/public/events')).json()).data as { id: number; slug: string }[];
  const demo = events.find((event) => event.slug === 'corporate-olympics-2026')!;
  const codes = await request.get(`/api/events/${demo.id}/checkin-codes`, { headers: { authorization: `Bearer ${staffToken}` } });
  footballCode = ((await codes.json()).data as { sportName: string; payload: string }[]).find(
    (code) => code.sportName === 'Football',
  )!.payload;
  await request.dispose();
});

test.afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
});

async function scannerPage(
  video: string,
  viewport: { width: number; height: number },
  options: { allowCamera?: boolean; timezoneId?: string } = {},
) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
      options.allowCamera === false ? '--deny-permission-prompts' : '--use-fake-ui-for-media-stream',
    ],
  });
  browsers.push(browser);
  const context = await browser.newContext({ baseURL: BASE_URL, viewport, timezoneId: options.timezoneId ?? 'Asia/Kolkata' });
  await context.addInitScript((value) => localStorage.setItem('token', value), visitorToken);
  const page = await context.newPage();
  await page.goto('/');
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('open-attendance-scanner')));
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  return page;
}

const resultHeading = (page: Page) =>
  page.getByRole('dialog').getByRole('heading', { name: /^(Select Your Category|Check-in Complete!|Already Checked In)$/ });

/** A video whose code is `share` of the frame's height (quiet zone included). */
function codeFillingFrame(text: string, share: number, frame: Required<Pick<FakeVideoOptions, 'width' | 'height'>>): string {
  const side = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules.size + 8;
  return writeQrVideo(text, { ...frame, modulePixels: Math.floor((frame.height * share) / side) });
}

test('on a laptop, a code filling most of the wide camera view is read, and focus is in the dialog', async () => {
  const page = await scannerPage(codeFillingFrame(footballCode, 0.75, { width: 1280, height: 720 }), { width: 1366, height: 768 });
  await expect(page.getByRole('dialog')).toBeFocused();
  await expect(resultHeading(page)).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: screenshotPath('scanner-result-desktop') });
});

test('a photo with no code leaves the camera running; a photo with the code checks in', async () => {
  const page = await scannerPage(writeQrVideo('unused', { blankFrames: 1, codeFrames: 0 }), { width: 390, height: 844 });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Scanning', { exact: true })).toBeVisible({ timeout: 10_000 });

  const pickPhoto = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Scan an image file' }).click();
    await (await chooser).setFiles(file);
  };
  await pickPhoto({ name: 'blank.png', mimeType: 'image/png', buffer: BLANK_PNG });
  await expect(dialog.getByRole('status').filter({ hasText: 'No QR code found in that image' })).toBeVisible();
  await expect(dialog.getByText('Scanning', { exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('scanner-photo-fallback-phone') });

  await pickPhoto({ name: 'code.png', mimeType: 'image/png', buffer: await QRCode.toBuffer(footballCode, { width: 400 }) });
  await expect(resultHeading(page)).toBeVisible({ timeout: 20_000 });
});

test('a refused camera says how to allow it and offers a photo instead', async () => {
  const page = await scannerPage(writeQrVideo(footballCode), { width: 390, height: 844 }, { allowCamera: false });
  const alert = page.getByRole('dialog').getByRole('alert');
  await expect(alert).toContainText('Camera access was refused: allow the camera for this site');
  await expect(alert.getByRole('button', { name: 'Scan a photo instead' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('scanner-camera-refused-phone') });
});

test('a web link is named as one, with what to scan instead', async () => {
  const page = await scannerPage(writeQrVideo('https://example.com/welcome'), { width: 390, height: 844 });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Scan Failed' })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('alert')).toHaveText(
    'This QR code is a web link, not an attendance code. To check in, scan the attendance code on the venue poster or the kiosk screen.',
  );
});

test("a returning visitor's picker shows the categories done today, at the event's time with its zone, on a phone in another zone", async ({
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { authorization: `Bearer ${visitorToken}` } });
  const { eventId, sportId, venue } = JSON.parse(footballCode) as { eventId: number; sportId: number; venue: string };
  const offer = await (await api.post('/api/user/checkin/verify', { data: { eventId, sportId, venue } })).json();
  const mens = (offer.availableCategories as { eventSportCategoryId: number; sportCategoryName: string }[]).find(
    (category) => category.sportCategoryName === "Men's Open",
  )!;
  await api.post('/api/user/checkin/verify', {
    data: { eventId, sportId, venue, isVisitor: true, eventSportCategoryIds: [mens.eventSportCategoryId] },
  });
  await api.dispose();

  const page = await scannerPage(writeQrVideo(footballCode), { width: 390, height: 844 }, { timezoneId: 'America/New_York' });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Select Your Category' })).toBeVisible({ timeout: 20_000 });
  const done = dialog.getByRole('checkbox', { name: /Men's Open/ });
  await expect(done).toBeDisabled();
  await expect(done).toContainText(/Checked in at [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}:\d{2} (AM|PM) IST/);
  await page.screenshot({ path: screenshotPath('scanner-returning-visitor-phone') });
});
