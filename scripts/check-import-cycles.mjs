#!/usr/bin/env node
// `npm run check:cycles`: no import cycles in the source (issue 18; a cycle is where layers start
// to leak). dpdm parses every module with TypeScript, type-only imports dropped (-T), and exits 1
// naming each cycle. Runs in `npm test` as one check. Arguments replace the default globs (the
// test of this check points it at a deliberate cycle).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const globs =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'];
const dpdm = path.join(root, 'node_modules/dpdm/lib/bin/dpdm.js');
const result = spawnSync(
  process.execPath,
  [dpdm, '-T', '--no-tree', '--no-warning', '--no-progress', '--exit-code', 'circular:1', ...globs],
  { cwd: root, encoding: 'utf8' },
);
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
if (result.status !== 0) console.error('\nImport cycles found (above): break each by moving the shared piece to a module both can import.');
process.exit(result.status ?? 1);
