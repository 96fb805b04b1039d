import { ConfigError, loadConfig, type Config } from '../config/config';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * The database a command works on: DATABASE_URL, else the embedded one in DATA_DIR (the same
 * config loader as the server), migrated first so a fresh production database works.
 */
export async function openCliDatabase(): Promise<{ config: Config; database: DatabaseHandle }> {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 1 }
      : { kind: 'pglite', dataDir: `${config.DATA_DIR}/pg` },
  );
  await database.migrate();
  return { config, database };
}

/** Prints a refusal a person can act on and exits 1 (config problems listed one per line). */
export function exitWithProblem(error: unknown): never {
  if (error instanceof ConfigError) for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
  else if (error instanceof Error) console.error(`Error: ${error.message}`);
  else console.error('Error:', error);
  process.exit(1);
}
