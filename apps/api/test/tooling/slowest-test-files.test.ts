import { describe, expect, it } from 'vitest';
import { formatSlowest, playwrightFileDurations, vitestFileDurations } from '../../../../scripts/slowest-test-files.mjs';

// Issue 34: `npm test` ends with the ten slowest files of each runner, before its summary line.
describe('slowest test files', () => {
  it("reads each Vitest file's span from the JSON report, relative to the root", () => {
    const report = {
      testResults: [
        { name: '/repo/apps/api/a.test.ts', startTime: 1000, endTime: 3500 },
        { name: '/repo/apps/api/b.test.ts', startTime: 1000, endTime: 1200 },
      ],
    };
    expect(vitestFileDurations(report, '/repo')).toEqual([
      { file: 'apps/api/a.test.ts', ms: 2500 },
      { file: 'apps/api/b.test.ts', ms: 200 },
    ]);
  });

  it("sums each Playwright file's test runs, nested describes and retries included", () => {
    const test = (...durations: number[]) => ({ tests: [{ results: durations.map((duration) => ({ duration })) }] });
    const report = {
      suites: [
        { file: 'login.spec.ts', specs: [test(1000, 500)], suites: [{ specs: [test(250)] }] },
        { file: 'home.spec.ts', specs: [test(100)] },
      ],
    };
    expect(playwrightFileDurations(report)).toEqual([
      { file: 'login.spec.ts', ms: 1750 },
      { file: 'home.spec.ts', ms: 100 },
    ]);
  });

  it('prints the ten longest, longest first', () => {
    const durations = Array.from({ length: 12 }, (_, index) => ({ file: `f${index}.test.ts`, ms: index * 1000 }));
    const lines = formatSlowest('Slowest Vitest files', durations);
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('Slowest Vitest files:');
    expect(lines[1]).toBe('     11.0 s  f11.test.ts');
    expect(lines[10]).toContain('f2.test.ts');
    expect(formatSlowest('none', [])).toEqual([]);
  });
});
