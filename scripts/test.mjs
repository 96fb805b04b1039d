#!/usr/bin/env node
// `npm test`: typecheck, lint, unit and API tests (Vitest, real database), browser tests
// (Playwright on Debian's Chromium). Ends with one line `N passed, N failed` and writes the
// counts to .test-output/summary.json for .ci/run. Embedded database unless TEST_DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { playwrightFailedTests, vitestFailedTests } from './failed-tests.mjs';
import { formatSlowest, playwrightFileDurations, vitestFileDurations } from './slowest-test-files.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outputDir = path.join(root, '.test-output');
rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded PostgreSQL (PGlite)';
/**
 * `TEST_SCOPE=database` runs only what a database can change: the API tests and the browser tests.
 * .ci/run sets it for its second run (PostgreSQL), after the first ran everything on the same tree:
 * a second type check, lint or unit test of code that never meets a database tells nothing new and
 * cost several of CI's minutes (issue 34).
 */
const isDatabaseScope = process.env.TEST_SCOPE === 'database';
if (process.env.TEST_SCOPE && !isDatabaseScope) {
  console.error(`TEST_SCOPE must be "database" or unset, not "${process.env.TEST_SCOPE}".`);
  process.exit(2);
}
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test by name, printed last: CI keeps only the end of the output. */
const failedTests = [];
/** Lines printed at the end, before the summary: the ten slowest files of each runner (issue 34). */
const slowestFiles = [];
/** The slowest-files lines of one report; an odd report costs the list, never the run's summary. */
function slowestOf(title, durationsOf) {
  try {
    return formatSlowest(title, durationsOf());
  } catch (error) {
    return [`${title}: not available (${error.message})`];
  }
}

/** Each step's wall time, printed at the end: where a run's minutes go (issue 34). */
const stepTimes = [];
const runStartedAt = Date.now();

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const startedAt = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  stepTimes.push(`  ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(7)} s  ${label}`);
  return result.status === 0;
}

/** A check without its own test count (typecheck, lint, build) counts as one test. */
function countCheck(label, isPassed) {
  if (isPassed) totals.passed++;
  else {
    totals.failed++;
    failures.push(label);
  }
}

function check(label, command, args, env = {}) {
  countCheck(label, run(label, command, args, env));
}

/**
 * Checks that read the source only, run side by side (as many at once as the machine has cores),
 * each one's output printed whole when it ends: one after another they were ~2 minutes of a clean
 * run (type check 61 s, lint 51 s, import cycles 11 s; issue 34).
 */
async function checkAllSideBySide(checks) {
  const queue = [...checks];
  const runOne = ({ label, command, args }) =>
    new Promise((resolve) => {
      const startedAt = Date.now();
      const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      let isFinished = false;
      // A child that fails to start emits 'error' and may still emit 'close': count it once.
      const finish = (isPassed, note = '') => {
        if (isFinished) return;
        isFinished = true;
        const seconds = (Date.now() - startedAt) / 1000;
        console.log(`\n▶ ${label} (${seconds.toFixed(1)} s, beside the other checks)`);
        process.stdout.write(Buffer.concat(output));
        if (note) console.log(note);
        stepTimes.push(`  ${seconds.toFixed(1).padStart(7)} s  ${label} (side by side)`);
        countCheck(label, isPassed);
        resolve();
      };
      child.on('error', (error) => finish(false, `Could not start: ${error.message}`));
      child.on('close', (code) => finish(code === 0));
    });
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await runOne(next);
  };
  await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), checks.length) }, lane));
}

console.log(`Podium tests on ${database}`);
if (isDatabaseScope)
  console.log(
    'TEST_SCOPE=database: the API and browser tests only; type check, lint, migration and cycle checks, bundle budgets, the contracts and web unit tests and the @layout browser walks (axe, screenshots) are left to the run without it.',
  );
const chromium = ensureChromium();
if (!isDatabaseScope) {
  const sideBySideStartedAt = Date.now();
  await checkAllSideBySide([
    { label: 'Type check', command: 'npm', args: ['run', '--silent', 'typecheck'] },
    { label: 'Lint', command: 'npm', args: ['run', '--silent', 'lint'] },
    { label: 'Drizzle schema and SQL migrations agree', command: 'node', args: ['scripts/check-migrations.mjs'] },
    { label: 'No import cycles', command: 'node', args: ['scripts/check-import-cycles.mjs'] },
    { label: 'Shape no worse than its baseline (issue 35)', command: 'node', args: ['scripts/check-shape.mjs'] },
  ]);
  stepTimes.push(`  ${((Date.now() - sideBySideStartedAt) / 1000).toFixed(1).padStart(7)} s  the checks above, side by side, in all`);
}

const vitestReport = path.join(outputDir, 'vitest.json');
const isVitestGreen = run('Unit and API tests (Vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
  ...(isDatabaseScope ? ['--project', 'api', '--project', 'api-isolated'] : []),
]);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  slowestFiles.push(...slowestOf('Slowest Vitest files', () => vitestFileDurations(report, root)));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A file that failed to load has no failed test but must count as a failure.
  const brokenFiles = report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0);
  totals.failed += brokenFiles.length;
  if (report.numFailedTests + brokenFiles.length > 0) failures.push('Vitest');
  failedTests.push(...vitestFailedTests(report, root));
  // A run that errored outside any test (bad config, unhandled error) or ran nothing is a failure.
  if (!isVitestGreen && report.numFailedTests + brokenFiles.length === 0) {
    totals.failed++;
    failures.push('Vitest (the run itself failed)');
  }
  if (report.numTotalTests === 0) {
    totals.failed++;
    failures.push('Vitest ran no test');
  }
} else {
  totals.failed++;
  failures.push('Vitest (no report)');
}

if (!chromium.ok) {
  totals.failed++;
  failures.push(`Browser tests: ${chromium.message}`);
} else {
  // A dist built from the same inputs (its stamp names their hash) is not built again: the second
  // run of .ci/run, or a repeat run with no change, goes straight to the browser tests.
  check('Build the web app', 'node', ['apps/web/scripts/build.mjs', '--if-changed']);
  if (!isDatabaseScope) check('JavaScript budgets per route (Vite manifest)', 'node', ['scripts/check-bundle-budgets.mjs']);
  // What Chromium downloads on /Login through the code step, captcha included (issue 34).
  if (!isDatabaseScope)
    check('JavaScript /Login downloads in Chromium (≤ 150 KiB)', 'node', ['--import', 'tsx', 'scripts/check-login-transfer.mjs'], {
      CHROMIUM_PATH: chromium.path,
    });
  const playwrightReport = path.join(outputDir, 'playwright.json');
  const isPlaywrightGreen = run(
    'Browser tests (Playwright, Chromium)',
    'npx',
    // The @layout walks (axe and screenshots of every page at two widths) judge markup, not data.
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...(isDatabaseScope ? ['--grep-invert', '@layout'] : [])],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      CHROMIUM_PATH: chromium.path,
    },
  );
  if (existsSync(playwrightReport)) {
    const report = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    const { stats } = report;
    slowestFiles.push(...slowestOf('Slowest Playwright files', () => playwrightFileDurations(report)));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (stats.unexpected > 0) failures.push('Playwright');
    failedTests.push(...playwrightFailedTests(report));
    // A run that failed outside any test (its server could not start, a port in use) or ran nothing
    // is a failure, not a silent zero.
    if (!isPlaywrightGreen && stats.unexpected === 0) {
      totals.failed++;
      failures.push('Playwright (the run itself failed)');
    }
    if (stats.expected + stats.flaky + stats.unexpected === 0) {
      totals.failed++;
      failures.push('Playwright ran no test');
    }
  } else {
    totals.failed++;
    failures.push('Playwright (no report)');
  }
}

writeFileSync(path.join(outputDir, 'summary.json'), JSON.stringify({ database, ...totals, failures, failedTests }));
if (slowestFiles.length) console.log(`\n${slowestFiles.join('\n')}`);
console.log(`\nTime per step (${((Date.now() - runStartedAt) / 1000).toFixed(0)} s in all):\n${stepTimes.join('\n')}`);
// The machine the figures came from: CI's core count and load are otherwise unknown to the reader.
console.log(
  `Machine: ${os.availableParallelism()} cores, load ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ')} (1/5/15 min)`,
);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
if (failedTests.length) console.log(failedTests.map((line) => `  ✘ ${line}`).join('\n'));
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
