import path from 'node:path';
import { applyDemoDefaults, ConfigError, loadConfig, platformHostOf, productionWarnings, type Config } from './config/config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, DEMO_OPERATOR, isDemoSeeded, seedDemo } from './db/seed/demo-seed';
import { bootstrapOperator, ensureOperator } from './features/operators';
import { webAppBuild } from './http/web-app/web-app-build';

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
      process.exit(1);
    }
    throw error;
  }
}

const startedAt = performance.now();
if (process.argv.includes('--demo')) applyDemoDefaults(process.env);
const config = readConfigOrExit();
for (const warning of productionWarnings(config)) console.warn(`Configuration warning: ${warning}`);
// The app's few hundred modules load while the database opens and migrates (issue 34): the first
// request needs both, and neither needs the other. Awaited below; a failed import throws there.
const appModule = import('./app');
appModule.catch(() => undefined);
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pg') },
);
// Migrations always finish before the first request.
await database.migrate();
// A first seed runs before listening; once the demo exists, its refresh (the event's dates moved
// to stay live, content added since) runs after, so a repeat start does not wait for it.
const isDemoRefreshedAfterListen = config.SEED_DEMO && (await isDemoSeeded(database.db));
if (config.SEED_DEMO && !isDemoRefreshedAfterListen) await seedDemo(database.db, new Date());
if (config.SEED_DEMO) await ensureOperator(database.db, DEMO_OPERATOR, { operatorId: null, label: 'demo seed' });
// The first operator of a fresh deployment (docs/operations.md); nothing once any operator exists.
if (await bootstrapOperator(database.db, config.PODIUM_BOOTSTRAP_OPERATOR_PHONE))
  console.log(`Platform operator ${config.PODIUM_BOOTSTRAP_OPERATOR_PHONE} created (PODIUM_BOOTSTRAP_OPERATOR_PHONE).`);

const { buildApp } = await appModule;
// The web app is read from dist when the app is built: `npm start` may still be building it.
await webAppBuild.ready;
const app = await buildApp(config, database);
// While draining, each answer closes its keep-alive connection: otherwise app.close() waits for
// clients to hang up (Fastify keeps idle connections 72 s) and the forced exit cuts the drain short.
let draining = false;
app.addHook('onSend', async (_request, reply) => {
  if (draining) reply.header('connection', 'close');
});
const address = await app.listen({ port: config.PORT, host: config.HOST });
// Shutting down waits for it, so the database is not closed under its transaction.
const demoRefresh = isDemoRefreshedAfterListen
  ? seedDemo(database.db, new Date()).catch((error: unknown) => app.log.error({ err: error }, 'demo seed refresh failed'))
  : Promise.resolve();
const url = `http://localhost:${new URL(address).port}`;

console.log(`\nPodium is running at ${url}  (database: ${database.kind}, ready in ${Math.round(performance.now() - startedAt)} ms)`);
if (config.SEED_DEMO) {
  console.log('Demo accounts (sign in with the phone number, code shown):');
  for (const account of DEMO_ACCOUNTS) {
    const code = config.OTP_TEST_NUMBERS.get(account.phone);
    console.log(`  ${account.phone}  ${account.role.padEnd(11)} ${code ? `code ${code}` : '(code in the log)'}`);
  }
  const operatorCode = config.OTP_TEST_NUMBERS.get(DEMO_OPERATOR.phone);
  const platformHost = platformHostOf(config);
  if (platformHost)
    console.log(
      `  ${DEMO_OPERATOR.phone}  operator    ${operatorCode ? `code ${operatorCode}` : '(code in the log)'}  at http://${platformHost}:${new URL(address).port}/platform`,
    );
}
console.log(`API docs: ${url}/api/docs\n`);

let shuttingDown = false;
async function shutDown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  draining = true;
  app.log.info({ signal }, 'shutting down: draining requests');
  // Stop accepting, let in-flight requests finish, then close the database so no write is lost.
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  await app.close();
  await demoRefresh;
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));
