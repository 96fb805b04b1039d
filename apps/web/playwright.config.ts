import { defineConfig } from '@playwright/test';

/** Port of the server the browser tests start (built web app + API on one port, demo data). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'on-first-retry'] as const;
const E2E_TRACE = TRACE_MODES.find((mode) => mode === (process.env.E2E_TRACE ?? 'off'));
if (!E2E_TRACE) throw new Error(`E2E_TRACE must be one of ${TRACE_MODES.join(', ')}; it is "${process.env.E2E_TRACE}".`);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium flags for this machine: no sandbox (root), no GPU, and no background networking
 * (the network is closed; Chromium would otherwise retry refused connections all the time).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../.test-output/playwright-artifacts',
  // A limit for a stuck test, not a speed goal: a page with axe and two widths took 40 s when the
  // machine was loaded (a clean-clone run, issue 28), so a minute cut working tests off.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    // No service worker unless a spec asks for one (`test.use({ serviceWorkers: 'allow' })`, as the
    // offline, install and push specs do); it also holds for browsers a test launches itself. Each
    // test's new context installed the app's worker, which fetched and stored its whole precache
    // (122 files) in the background: the full browser run took 1,078 CPU-seconds and 573 s with it,
    // 788 and 441 s without (issue 34). The rest of the suite checks the app with no worker, as a
    // first visit or a browser without one sees it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // No trace by default: recording one for every test cost about a quarter of the browser tests'
    // time (trust-breakers + shell-header, 2 workers: 123-144 s instead of 170-189 s, the machine's
    // busy CPU seconds 235-277 instead of 328-351), and CI only shows the printed error and screenshot.
    // `E2E_TRACE=retain-on-failure npm run test:e2e` records them when a failure needs one.
    trace: E2E_TRACE,
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: false } }],
  webServer: {
    command: 'node --import tsx e2e/support/start-e2e-server.ts',
    url: `http://localhost:${E2E_PORT}/api/ready`,
    reuseExistingServer: false,
    // Build check, fresh data folder, migrations and the demo seed: 75 s was measured with two
    // other suites running on this 2-core machine, so 90 s left too little room.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
