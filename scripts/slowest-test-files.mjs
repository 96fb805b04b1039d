// The slowest test files of a run, from the JSON reports `npm test` writes (issue 34): where the
// suite's time goes, printed at the end of each run.
import path from 'node:path';

/**
 * Each Vitest file's time, first test's start to last test's end (Vitest's JSON report).
 * @returns {{ file: string, ms: number }[]}
 */
export function vitestFileDurations(report, root) {
  return (report.testResults ?? []).map((result) => ({
    file: path.relative(root, result.name),
    ms: Math.max(0, (result.endTime ?? 0) - (result.startTime ?? 0)),
  }));
}

function sumPlaywrightSuite(suite) {
  let ms = 0;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) for (const result of test.results ?? []) ms += result.duration ?? 0;
  for (const child of suite.suites ?? []) ms += sumPlaywrightSuite(child);
  return ms;
}

/**
 * Each Playwright spec file's time: the sum of its tests' runs, retries included (Playwright's JSON
 * report; its top-level suites are the files).
 * @returns {{ file: string, ms: number }[]}
 */
export function playwrightFileDurations(report) {
  return (report.suites ?? []).map((suite) => ({ file: suite.file ?? suite.title, ms: sumPlaywrightSuite(suite) }));
}

/** The `count` longest, longest first, as printable lines. */
export function formatSlowest(title, durations, count = 10) {
  const slowest = [...durations].sort((a, b) => b.ms - a.ms).slice(0, count);
  if (slowest.length === 0) return [];
  return [`${title}:`, ...slowest.map(({ file, ms }) => `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`)];
}
