import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 18: the Drizzle schema and the SQL migrations must agree; `npm test` runs this check.
const root = path.resolve(import.meta.dirname, '../../../..');
const runCheck = (env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['scripts/check-migrations.mjs'], { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });

describe('npm run check:migrations', () => {
  it('passes on the committed schema and migrations', () => {
    const result = runCheck();
    expect(result.stdout).toContain('Schema and migrations agree');
    expect(result.status).toBe(0);
  });

  it('fails, printing the missing SQL, when the schema has a table no migration creates', () => {
    const result = runCheck({ CHECK_MIGRATIONS_SCHEMA: path.join(import.meta.dirname, 'fixtures/drifted-schema.ts') });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('CREATE TABLE "drift_probe"');
  });
});
