#!/usr/bin/env node
// `npm run check:migrations`: the Drizzle schema and the SQL migrations agree (issue 18).
// drizzle-kit generates into a copy of the migrations folder; a new migration file there means a
// schema change without its migration (or a migration edited by hand away from the schema).
// Exits 1 and prints the SQL that is missing. Runs in `npm test` as one check.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const migrations = path.join(root, 'apps/api/src/db/migrations');
const schema = path.join(root, 'apps/api/src/db/schema/index.ts');
// An optional schema path lets the test of this check point it at a schema with a deliberate drift.
const schemaUnderCheck = process.env.CHECK_MIGRATIONS_SCHEMA ?? schema;

const workDir = mkdtempSync(path.join(tmpdir(), 'podium-migrations-'));
try {
  const outDir = path.join(workDir, 'migrations');
  cpSync(migrations, outDir, { recursive: true });
  const configPath = path.join(workDir, 'drizzle.config.mjs');
  writeFileSync(
    configPath,
    // drizzle-kit reads both paths relative to the working directory (it prefixes './').
    `export default ${JSON.stringify({ dialect: 'postgresql', schema: path.relative(root, schemaUnderCheck), out: path.relative(root, outDir) })};\n`,
  );
  const before = new Set(readdirSync(outDir));
  const drizzleKit = path.join(root, 'node_modules/drizzle-kit/bin.cjs');
  const result = spawnSync(process.execPath, [drizzleKit, 'generate', '--config', configPath, '--name', 'drift'], {
    cwd: root,
    encoding: 'utf8',
  });
  // drizzle-kit exits 0 on some failures (a missing file): trust only its two known outcomes.
  const output = `${result.stdout}${result.stderr}`;
  const ranToTheEnd = output.includes('No schema changes') || output.includes('Your SQL migration file');
  if (result.status !== 0 || !ranToTheEnd) {
    console.error(result.stdout, result.stderr);
    console.error('check:migrations: drizzle-kit generate failed (see above).');
    process.exit(1);
  }
  const added = readdirSync(outDir).filter((name) => name.endsWith('.sql') && !before.has(name));
  if (added.length > 0) {
    console.error('The Drizzle schema and the SQL migrations disagree. drizzle-kit would generate:\n');
    for (const name of added) console.error(readFileSync(path.join(outDir, name), 'utf8'));
    console.error('\nRun `npm run db:generate -- --name <topic>` and commit the migration.');
    process.exit(1);
  }
  console.log(`Schema and migrations agree (${[...before].filter((name) => name.endsWith('.sql')).length} migrations).`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
