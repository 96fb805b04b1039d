import { defineConfig } from '@playwright/test';

/** Port of the server the browser tests start (built web app + API on one port, demo data). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
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
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
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
