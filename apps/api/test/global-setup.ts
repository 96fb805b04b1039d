import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

/**
 * Prepares one migrated database that every test file copies, so each file starts clean without
 * paying for migrations: a PGlite data-dir snapshot (embedded), or a template database
 * (TEST_DATABASE_URL, PostgreSQL).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The `api` and `api-isolated` projects run this file each, in the one main process: they share
  // one prepared database (one PostgreSQL template, not two fighting over a name), and the last
  // project to finish cleans up.
  const shared = ((globalThis as { podiumTestDatabase?: SharedTestDatabase }).podiumTestDatabase ??= {
    prepared: prepareTestDatabase(),
    users: 0,
  });
  shared.users += 1;
  const { provided, cleanUp } = await shared.prepared;
  project.provide('testDatabase', provided);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete (globalThis as { podiumTestDatabase?: SharedTestDatabase }).podiumTestDatabase;
    await cleanUp();
  };
}

type ProvidedTestDatabase = { kind: 'pglite'; snapshotPath: string } | { kind: 'postgres'; adminUrl: string; templateName: string };

interface SharedTestDatabase {
  prepared: Promise<{ provided: ProvidedTestDatabase; cleanUp: () => Promise<void> }>;
  users: number;
}

async function prepareTestDatabase(): Promise<{ provided: ProvidedTestDatabase; cleanUp: () => Promise<void> }> {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (testDatabaseUrl) {
    const templateName = `podium_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName}`);
    await admin.query(`create database ${templateName}`);
    const templateUrl = withDatabase(testDatabaseUrl, templateName);
    const handle = await openDatabase({ kind: 'postgres', url: templateUrl, poolSize: 1 });
    await handle.migrate();
    await handle.close();
    return {
      provided: { kind: 'postgres', adminUrl: testDatabaseUrl, templateName },
      cleanUp: async () => {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname like 'podium_t%' and pid <> pg_backend_pid()`,
        );
        const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'podium_t%'`);
        for (const row of rows) await admin.query(`drop database if exists ${row.datname}`);
        await admin.end();
      },
    };
  }
  const folder = mkdtempSync(path.join(os.tmpdir(), 'podium-test-'));
  const handle = await openDatabase({ kind: 'pglite' });
  await handle.migrate();
  const snapshot = await handle.pglite!.dumpDataDir('none');
  const snapshotPath = path.join(folder, 'snapshot.tar');
  writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  await handle.close();
  return { provided: { kind: 'pglite', snapshotPath }, cleanUp: async () => rmSync(folder, { recursive: true, force: true }) };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: ProvidedTestDatabase;
  }
}
