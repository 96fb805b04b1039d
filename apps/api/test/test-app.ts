import type { FastifyInstance } from 'fastify';
import webPush from 'web-push';
import { buildApp, type AppOverrides } from '../src/app';
import { loadConfig, type Config } from '../src/config/config';
import type { DatabaseHandle } from '../src/db/client';
import { ManualClock } from '../src/platform/clock';
import { createTestDatabase } from './test-database';

export const TEST_SECRETS = {
  sessionSecret: 'test-session-secret-test-session-secret-0123456789',
  dataEncryptionKey: 'test-data-key-test-data-key-test-data-key-0123456789',
};

/** The least a production app needs: its secrets, and the console SMS outbox allowed explicitly. */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: TEST_SECRETS.sessionSecret,
  DATA_ENCRYPTION_KEY: TEST_SECRETS.dataEncryptionKey,
  UNSAFE_ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
};

/** One VAPID pair for the whole run: tests never write DATA_DIR/vapid.json. */
export const TEST_VAPID = { ...webPush.generateVAPIDKeys(), subject: 'mailto:ops@podium.test' };

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: ManualClock;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a clean database, with a clock the test controls, no web app and no logs.
 * `env` adds or overrides environment variables for this app's config.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; overrides?: AppOverrides; clock?: ManualClock; database?: DatabaseHandle } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '',
    LOG_LEVEL: 'silent',
    CAPTCHA_PROVIDER: 'altcha',
    // Tests write through factories straight into the database, past the writes that drop cached
    // public answers; the public cache's own tests turn it on.
    PUBLIC_CACHE_ENABLED: 'false',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const clock = options.clock ?? new ManualClock();
  const app = await buildApp(config, database, { logger: false, secrets: TEST_SECRETS, vapid: TEST_VAPID, clock, ...options.overrides });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
