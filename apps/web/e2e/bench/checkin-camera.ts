/**
 * `npm run bench:checkin-camera`: the time from an attendance code appearing before the camera to
 * the success header, median of BENCH_SCANS (20) scans; target under 700 ms.
 *
 * The real server (production settings, PostgreSQL, the built web app) and Debian's Chromium with
 * its fake camera playing a .y4m video: BLANK_FRAMES of grey, then the demo event's Football code.
 * Each scan is a fresh page of a different registered participant, so each ends on
 * 'Check-in Complete!'. A scan whose page first saw the video with the code already showing has no
 * known start and is left out (and said so); the next person scans instead. In the page, `requestVideoFrameCallback` looks at every frame the video
 * element gets: the first frame whose quiet zone is white is the moment the code appeared (its
 * capture time). A MutationObserver notes the success header, and the next animation frame is
 * when it was painted. The difference is the figure: decode (10 frames a second, ZXing in a
 * worker), the API call and the render. Build the web app first (`npm run build -w apps/web`).
 */
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { chromium, type Browser } from '@playwright/test';
import {
  createBenchDatabase,
  dropBenchDatabase,
  prepareParticipants,
  repoRoot,
  rerunWithThrowawayPostgres,
  startBenchServer,
} from '../../../api/bench/bench-fixture';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { qrPlacement, writeQrVideo } from '../support/fake-camera';

const SCANS = Number(process.env.BENCH_SCANS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 4392);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FRAMES_PER_SECOND = 15;
const BLANK_FRAMES = 15; // 1 s of grey: the camera is running and the decoder idle before the code shows
const CODE_FRAMES = 75; // then 5 s of the code
const SUCCESS_HEADERS = ['Check-in Complete!', 'Already Checked In'];

if (!process.env.TEST_DATABASE_URL) rerunWithThrowawayPostgres();

interface ScanTiming {
  /** Capture (or presentation) time of the first video frame showing the code, in page milliseconds. */
  codeAt: number | null;
  /** Whether a blank frame came first (else the code was already showing: no clean start). */
  sawBlank: boolean;
  headerAt: number | null;
  header: string | null;
}

/** Runs in the page before the app: watches the video frames and the scanner's header. */
function installProbe(probe: { x: number; y: number; successHeaders: string[] }) {
  const timing: ScanTiming = { codeAt: null, sawBlank: false, headerAt: null, header: null };
  (window as unknown as { __scanTiming: ScanTiming }).__scanTiming = timing;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  const watch = (video: HTMLVideoElement) => {
    const onFrame = (now: number, metadata: VideoFrameCallbackMetadata) => {
      if (timing.codeAt !== null || video.videoWidth === 0) {
        if (timing.codeAt === null) video.requestVideoFrameCallback(onFrame);
        return;
      }
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      context.drawImage(video, 0, 0);
      const [red] = context.getImageData(Math.round(probe.x * canvas.width), Math.round(probe.y * canvas.height), 1, 1).data;
      if (red! > 200) timing.codeAt = metadata.captureTime ?? metadata.presentationTime ?? now;
      else timing.sawBlank = true;
      if (timing.codeAt === null) video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };
  const watched = new WeakSet<HTMLVideoElement>();
  new MutationObserver(() => {
    for (const video of document.querySelectorAll('video')) {
      if (!watched.has(video)) {
        watched.add(video);
        watch(video);
      }
    }
    const titles = [...document.querySelectorAll('[id="attendance-scanner-title"]')].map((element) => element.textContent?.trim() ?? '');
    const title = titles.find((text) => probe.successHeaders.includes(text));
    if (timing.header === null && title) {
      timing.header = title;
      requestAnimationFrame(() => (timing.headerAt = performance.now()));
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

async function scanOnce(browser: Browser, baseUrl: string, token: string, probe: { x: number; y: number }): Promise<ScanTiming> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
  try {
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    // tsx (esbuild, keepNames) wraps named functions in __name(), which the page does not have.
    await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
    await context.addInitScript(installProbe, { ...probe, successHeaders: SUCCESS_HEADERS });
    const page = await context.newPage();
    await page.goto('/');
    // The app listens once it has rendered: ask until the dialog shows (as the menu item would).
    for (let attempt = 0; !(await page.getByRole('dialog').isVisible()); attempt += 1) {
      if (attempt > 150) throw new Error('the scanner did not open');
      await page.evaluate(() => window.dispatchEvent(new Event('open-attendance-scanner')));
      await page.waitForTimeout(100);
    }
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page
      .waitForFunction(() => (window as unknown as { __scanTiming: ScanTiming }).__scanTiming.headerAt !== null, undefined, {
        timeout: 20_000,
      })
      .catch(async (error: unknown) => {
        const shown = await page.getByRole('dialog').innerText();
        const timing = await page.evaluate(() => (window as unknown as { __scanTiming: ScanTiming }).__scanTiming);
        throw new Error(`no success header: the dialog shows "${shown}"; ${JSON.stringify(timing)}; ${problems.join('; ')}`, {
          cause: error,
        });
      });
    return await page.evaluate(() => (window as unknown as { __scanTiming: ScanTiming }).__scanTiming);
  } finally {
    await context.close();
  }
}

const webDist = path.join(repoRoot, 'apps/web/dist');
if (!existsSync(path.join(webDist, 'index.html'))) throw new Error('No built web app: run `npm run build -w apps/web` first.');
const adminUrl = process.env.TEST_DATABASE_URL!;
const databaseUrl = await createBenchDatabase(adminUrl);
const sessionSecret = randomBytes(32).toString('hex');
// Twice as many people as scans: a scan whose page opened with the code already showing is retried with the next one.
const fixture = await prepareParticipants(databaseUrl, sessionSecret, SCANS * 2);
// A private copy of the build: a rebuild while this runs cannot pull assets away.
const servedDist = path.join(mkdtempSync(path.join(os.tmpdir(), 'podium-camera-bench-')), 'web');
cpSync(webDist, servedDist, { recursive: true });
const server = await startBenchServer({ databaseUrl, sessionSecret, port: PORT, webDistDir: servedDist });
let browser: Browser | undefined;
try {
  const code = JSON.stringify({ eventId: fixture.eventId, sportId: fixture.sportId, venue: fixture.venue });
  const videoOptions = { blankFrames: BLANK_FRAMES, codeFrames: CODE_FRAMES, framesPerSecond: FRAMES_PER_SECOND };
  const video = writeQrVideo(code, videoOptions);
  const place = qrPlacement(code, videoOptions);
  // The middle of the quiet zone left of the code: white in a code frame, grey in a blank one.
  const probe = { x: (place.left + 10) / place.width, y: 0.5 };
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
      '--use-fake-ui-for-media-stream',
    ],
  });
  const loadBefore = os.loadavg();
  const latencies: number[] = [];
  const headers = new Map<string, number>();
  let unclean = 0;
  for (let person = 0; latencies.length < SCANS && person < fixture.tokens.length; person += 1) {
    const timing = await scanOnce(browser, `http://localhost:${PORT}`, fixture.tokens[person]!, probe);
    headers.set(timing.header!, (headers.get(timing.header!) ?? 0) + 1);
    if (!timing.sawBlank || timing.codeAt === null) {
      unclean += 1;
      continue;
    }
    latencies.push(timing.headerAt! - timing.codeAt);
    console.log(`  scan ${latencies.length}: ${(timing.headerAt! - timing.codeAt).toFixed(0)} ms (${timing.header})`);
  }
  const loadAfter = os.loadavg();
  latencies.sort((a, b) => a - b);
  const median =
    latencies.length % 2
      ? latencies[(latencies.length - 1) / 2]!
      : (latencies[latencies.length / 2 - 1]! + latencies[latencies.length / 2]!) / 2;
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
  console.log(
    [
      '',
      `Camera check-in (${os.cpus().length} cores; Chromium fake camera at ${FRAMES_PER_SECOND} fps, code after ${BLANK_FRAMES} blank frames)`,
      `  load average before: ${load(loadBefore)}; after: ${load(loadAfter)} (1, 5, 15 min)`,
      `  code appears -> success header: median ${median.toFixed(0)} ms over ${latencies.length} scans (target < 700 ms); min ${latencies[0]!.toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`,
      `  headers: ${[...headers].map(([header, count]) => `${count} x '${header}'`).join(', ')}${unclean ? `; ${unclean} more scans left out (the code was already showing when the page first saw the video)` : ''}`,
    ].join('\n'),
  );
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await dropBenchDatabase(adminUrl, databaseUrl);
}
