import { defineConfig } from 'vitest/config';
import apiConfig, { OWN_MODULE_GRAPH_FILES } from './vitest.config.ts';

/**
 * The API test files that replace a module with `vi.mock`: in the `api` project's shared module
 * graph (isolate: false) the real module would already be loaded by an earlier file, and the mock
 * would leak into later ones. Same database setup and limits as `api`.
 */
export default defineConfig({
  test: {
    ...apiConfig.test,
    name: 'api-isolated',
    include: OWN_MODULE_GRAPH_FILES,
    exclude: [],
    isolate: true,
  },
});
