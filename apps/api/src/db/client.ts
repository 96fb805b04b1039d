import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

/**
 * The one database type the code uses. Drizzle's PGlite and node-postgres databases share the
 * same query builder; only their driver result types differ, so both are typed as node-postgres.
 */
export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>;
  /** Runs a trivial query; false when the database cannot answer. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The PGlite instance when embedded (tests snapshot it); undefined on PostgreSQL. */
  pglite?: PGlite;
  /** The pg pool when on PostgreSQL (LISTEN/NOTIFY, pool metrics). */
  pool?: pg.Pool;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

// Postgres hands back `date` as a string and bigint as string by default; keep dates as strings
// (event days are calendar days, not instants) and parse int8 counts as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () =>
        pool.query('select 1').then(
          () => true,
          () => false,
        ),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // loadDataDir: a dumped data folder (tests copy one migrated snapshot), in memory or into dataDir.
  const client = options.loadDataDir
    ? await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir })
    : await PGlite.create(options.dataDir ?? 'memory://');
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    close: () => client.close(),
  };
}
