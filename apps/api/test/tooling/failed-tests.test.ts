import { describe, expect, it } from 'vitest';
import { playwrightFailedTests, vitestFailedTests } from '../../../../scripts/failed-tests.mjs';

// CI keeps only the end of a run's output: `npm test` and .ci/run end by naming each failed test.
describe('failed tests by name', () => {
  it('names each failed Vitest test with the first line of its message, and a file that did not load', () => {
    const report = {
      testResults: [
        {
          name: '/repo/apps/api/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'orders pays once', status: 'passed', failureMessages: [] },
            {
              fullName: 'orders refunds once',
              status: 'failed',
              failureMessages: ['AssertionError: expected 2 to be 1\n    at a.test.ts:9'],
            },
          ],
        },
        { name: '/repo/apps/api/b.test.ts', status: 'failed', message: 'Cannot find module ./gone\nstack', assertionResults: [] },
        { name: '/repo/apps/api/c.test.ts', status: 'passed', assertionResults: [{ fullName: 'fine', status: 'passed' }] },
      ],
    };
    expect(vitestFailedTests(report, '/repo')).toEqual([
      'apps/api/a.test.ts › orders refunds once: AssertionError: expected 2 to be 1',
      'apps/api/b.test.ts: Cannot find module ./gone',
    ]);
  });

  it('names each Playwright test that failed after its retries, not a flaky one', () => {
    const spec = (title: string, status: string, message?: string) => ({
      title,
      tests: [{ projectName: 'mobile', status, results: [{ error: message ? { message } : undefined }] }],
    });
    const report = {
      suites: [
        {
          file: 'login.spec.ts',
          specs: [spec('top', 'expected')],
          suites: [
            {
              title: 'the code screen',
              specs: [spec('clears a wrong code', 'unexpected', 'Timeout 10000ms exceeded.\nCall log'), spec('retried', 'flaky')],
            },
          ],
        },
      ],
    };
    expect(playwrightFailedTests(report)).toEqual([
      '[mobile] login.spec.ts › the code screen › clears a wrong code: Timeout 10000ms exceeded.',
    ]);
  });

  it('cuts a long first line', () => {
    const report = {
      testResults: [
        {
          name: '/r/x.test.ts',
          status: 'failed',
          assertionResults: [{ fullName: 't', status: 'failed', failureMessages: ['x'.repeat(5000)] }],
        },
      ],
    };
    const [line] = vitestFailedTests(report, '/r');
    expect(line!.length).toBeLessThan(260);
    expect(line!.endsWith('…')).toBe(true);
  });
});
