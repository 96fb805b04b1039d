import { defineConfig } from 'vitest/config';

/**
 * The API's rules tests (`*.rules.test.ts`, issue 35): services run on in-memory fakes of their
 * stores, so this project has no global setup: they never pay for the migrated database the `api`
 * project prepares. The `api` project leaves these files out, so each runs once.
 */
export default defineConfig({
  test: {
    name: 'api-rules',
    include: ['src/**/*.rules.test.ts'],
  },
});
