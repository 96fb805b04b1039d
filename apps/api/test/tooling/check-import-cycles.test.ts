import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 18: no import cycles; `npm test` runs this check over all source.
const root = path.resolve(import.meta.dirname, '../../../..');
const runCheck = (...globs: string[]) =>
  spawnSync(process.execPath, ['scripts/check-import-cycles.mjs', ...globs], { cwd: root, encoding: 'utf8' });

describe('npm run check:cycles', () => {
  it('refuses a cycle and names its files', () => {
    const result = runCheck('apps/api/test/tooling/fixtures/cycle/*.ts');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/first\.ts.*second\.ts|second\.ts.*first\.ts/s);
  }, 60_000);

  it('passes on modules without a cycle', () => {
    const result = runCheck('apps/api/src/platform/database-errors.ts', 'apps/api/src/platform/clock.ts');
    expect(result.status).toBe(0);
  }, 60_000);
});
