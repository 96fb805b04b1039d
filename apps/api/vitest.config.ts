import { configDefaults, defineConfig } from 'vitest/config';

/** Test files that need a module graph of their own: they replace a module with `vi.mock`. */
export const OWN_MODULE_GRAPH_FILES = ['src/features/tournaments/draw-schedule-bounds.test.ts'];

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The rules tests need no database: the api-rules project runs them (vitest.rules.config.ts).
    // The files with a module mock run in the api-isolated project (vitest.isolated.config.ts).
    exclude: [...configDefaults.exclude, 'src/**/*.rules.test.ts', ...OWN_MODULE_GRAPH_FILES],
    globalSetup: ['test/global-setup.ts'],
    // The files of a worker share one module graph: the app's ~1,000 modules are evaluated once per
    // worker, not once per file. Isolated, importing them was 403 of the files' 1,120 summed seconds
    // in a clean-clone run, and 21 files took 91 s instead of 44 (issue 34). Every app, database,
    // clock and config is built per test file (test/test-app.ts), so nothing of a file's state is
    // shared but module-level caches that hold no tenant's data (formatters, prepared statements).
    isolate: false,
    // Limits for a stuck test, not speed goals: under a loaded CI machine an app start took 31 s.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
