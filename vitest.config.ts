import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: more workers only add PGlite start-up contention. Set here, not per project:
    // Vitest refuses to run projects whose worker limits differ.
    maxWorkers: 2,
    projects: [
      'apps/api/vitest.config.ts',
      'apps/api/vitest.isolated.config.ts',
      'apps/api/vitest.rules.config.ts',
      'packages/contracts/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
