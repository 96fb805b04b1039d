// The failed tests of a run, by name, from the JSON reports `npm test` writes: CI keeps only the
// end of a run's output, and "Failed: Vitest" alone does not say which test to look at.
import path from 'node:path';

/** The first line of a failure message, cut to a readable length. */
function firstLine(message) {
  const line = String(message ?? '')
    .split('\n', 1)[0]
    .trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * Each failed Vitest test as "file › full name: first line of its message", and each file that
 * failed without a test (it did not load).
 * @returns {string[]}
 */
export function vitestFailedTests(report, root) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name);
    const assertions = file.assertionResults ?? [];
    for (const assertion of assertions)
      if (assertion.status === 'failed')
        lines.push(`${name} › ${assertion.fullName ?? assertion.title}: ${firstLine(assertion.failureMessages?.[0])}`);
    if (file.status === 'failed' && assertions.length === 0) lines.push(`${name}: ${firstLine(file.message)}`);
  }
  return lines;
}

function collectPlaywrightFailures(suite, titles, file, lines) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      if (test.status === 'unexpected') {
        const lastResult = test.results?.at(-1);
        const message = firstLine(lastResult?.error?.message ?? lastResult?.errors?.[0]?.message);
        const project = test.projectName ? `[${test.projectName}] ` : '';
        lines.push(`${project}${file} › ${[...titles, spec.title].join(' › ')}: ${message}`);
      }
  for (const child of suite.suites ?? []) collectPlaywrightFailures(child, [...titles, child.title], file, lines);
}

/**
 * Each Playwright test that failed after its retries, as "[project] file › describe › title: message".
 * @returns {string[]}
 */
export function playwrightFailedTests(report) {
  const lines = [];
  for (const suite of report.suites ?? []) collectPlaywrightFailures(suite, [], suite.file ?? suite.title, lines);
  return lines;
}
