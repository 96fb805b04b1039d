import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The rules tests need no database: the api-rules project runs them (vitest.rules.config.ts).
    exclude: [...configDefaults.exclude, 'src/**/*.rules.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Limits for a stuck test, not speed goals: under a loaded CI machine an app start took 31 s.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
