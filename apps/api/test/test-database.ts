import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { withDatabase } from './global-setup';

/**
 * A clean, migrated database for one test file: a copy of the PGlite snapshot, or a new PostgreSQL
 * database made from the migrated template. Close it in afterAll.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const provided = inject('testDatabase');
  if (provided.kind === 'pglite') {
    const snapshot = new Blob([readFileSync(provided.snapshotPath)]);
    return openDatabase({ kind: 'pglite', loadDataDir: snapshot });
  }
  const name = `podium_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: provided.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${provided.templateName}`);
  } finally {
    await admin.end();
  }
  return openDatabase({ kind: 'postgres', url: withDatabase(provided.adminUrl, name), poolSize: 20 });
}
