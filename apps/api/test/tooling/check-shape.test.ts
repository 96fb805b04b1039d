import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Issue 35: `npm run check:shape` counts what the shape forbids and fails when a count grows.
const root = path.resolve(import.meta.dirname, '../../../..');
const tree = mkdtempSync(path.join(tmpdir(), 'shape-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  writeFileSync(path.join(tree, file), text);
}
const runCheck = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/check-shape.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SHAPE_ROOT: tree },
  });

// One of each fault: SQL in a service, a raw button, a loop between two features through a deep import, a feature without index.
write('apps/api/src/features/alpha/index.ts', "export { run } from './alpha.service';\n");
write(
  'apps/api/src/features/alpha/alpha.service.ts',
  "import { eq } from 'drizzle-orm';\nimport { beta } from '../beta/beta.service';\nexport const run = () => [eq, beta];\n",
);
write(
  'apps/api/src/features/alpha/alpha.presenter.ts',
  "import type { SQL } from 'drizzle-orm';\nexport const present = (row: SQL) => row;\n",
);
write('apps/api/src/features/alpha/alpha.repository.ts', "import { sql } from 'drizzle-orm';\nexport const read = sql;\n");
write('apps/api/src/features/beta/beta.service.ts', "import { run } from '../alpha';\nexport const beta = () => run;\n");
write('apps/web/src/features/gamma/index.ts', "export { Gamma } from './gamma';\n");
write('apps/web/src/features/gamma/gamma.tsx', 'export const Gamma = () => <button type="button">Go</button>;\n');
write('apps/api/src/db/schema/index.ts', 'export {};\n');
// Writes of owned tables: alpha updates users and scrubs the audit log (both someone else's) and
// inserts a registration (no single owner); the users feature updates its own row; a test may
// write anything.
write(
  'apps/api/src/features/alpha/alpha-writes.repository.ts',
  'export const scrub = async (db, id) => {\n  await db\n    .update(users)\n    .set({ name: null });\n  await db.delete( auditLog );\n  await db.insert(registrations).values({ id });\n};\n',
);
write('apps/api/src/features/users/index.ts', "export { rename } from './users.repository';\n");
write('apps/api/src/features/users/users.repository.ts', 'export const rename = (db) => db.update(users).set({ name: "x" });\n');
write('apps/api/src/features/alpha/alpha.test.ts', 'export const seed = (db) => db.insert(teams).values({});\n');
// A component and a hook over 150 lines; beside them a file of three 100-line components (fine: functions
// are counted, not files) and a long lower-case helper that is neither a component nor a hook.
const bodyLines = (count: number) => Array.from({ length: count }, (_, line) => `  const line${line} = ${line};`).join('\n');
write('apps/web/src/features/gamma/long-panel.tsx', `export function LongPanel() {\n${bodyLines(148)}\n  return <p>{line0}</p>;\n}\n`);
write('apps/web/src/features/gamma/use-long-state.ts', `export const useLongState = () => {\n${bodyLines(150)}\n};\n`);
write(
  'apps/web/src/features/gamma/three-panels.tsx',
  ['One', 'Two', 'Three'].map((name) => `export function ${name}() {\n${bodyLines(98)}\n}\n`).join('') +
    `function formatRows() {\n${bodyLines(200)}\n}\n`,
);
write('apps/web/src/features/gamma/at-limit.tsx', `export function AtLimit() {\n${bodyLines(148)}\n}\n`);
mkdirSync(path.join(tree, 'scripts'), { recursive: true });

describe('npm run check:shape', () => {
  it('counts each fault and names its file', () => {
    writeFileSync(path.join(tree, 'scripts/shape-baseline.json'), JSON.stringify({}));
    const result = runCheck('--list');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/1 \/ 0\s+sqlOutsideRepositories/);
    expect(result.stdout).toContain('apps/api/src/features/alpha/alpha.service.ts');
    expect(result.stdout).not.toContain('alpha.repository.ts');
    expect(result.stdout).not.toContain('alpha.presenter.ts'); // a type-only import runs no query
    expect(result.stdout).toMatch(/1 \/ 0\s+writesOutsideTableOwner/);
    expect(result.stdout).toContain('apps/api/src/features/alpha/alpha-writes.repository.ts: users, auditLog');
    expect(result.stdout).not.toContain('users/users.repository.ts'); // the owner writes its own table
    expect(result.stdout).not.toContain('alpha.test.ts');
    expect(result.stdout).toMatch(/1 \/ 0\s+rawControlsInFeatures/);
    expect(result.stdout).toContain('api: alpha ↔ beta');
    expect(result.stdout).toContain('alpha.service.ts → beta/beta.service');
    expect(result.stdout).toContain('apps/api/src/features/beta');
    expect(result.stdout).toMatch(/2 \/ 0\s+componentsAndHooksOver150Lines/);
    expect(result.stdout).toContain('gamma/long-panel.tsx: LongPanel (151 lines)');
    expect(result.stdout).toContain('gamma/use-long-state.ts: useLongState (152 lines)');
    expect(result.stdout).not.toContain('three-panels.tsx');
    expect(result.stdout).not.toContain('AtLimit'); // 150 lines exactly is allowed
  });

  it('passes at its baseline and fails when a count grows past it', () => {
    expect(runCheck('--update').status).toBe(0);
    expect(runCheck().status).toBe(0);
    write('apps/web/src/features/gamma/more.tsx', 'export const More = () => <input aria-label="More" />;\n');
    const grown = runCheck();
    expect(grown.status).toBe(1);
    expect(grown.stdout).toMatch(/2 \/ 1\s+rawControlsInFeatures {2}← grew/);
  });
});
