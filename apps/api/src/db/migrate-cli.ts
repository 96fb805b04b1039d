import { loadConfig } from '../config/config';
import { openDatabase } from './client';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
const config = loadConfig();
const handle = await openDatabase(
  config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 1 } : { kind: 'pglite', dataDir: `${config.DATA_DIR}/pg` },
);
await handle.migrate();
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);
