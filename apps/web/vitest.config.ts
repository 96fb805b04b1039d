import { defineConfig } from 'vitest/config';

/**
 * Unit tests (`*.test.ts`, Node) and component tests (`*.test.tsx`: React in happy-dom, Testing
 * Library, MSW answering the API; each file names its environment in a `@vitest-environment`
 * comment). The page's address is fixed so the app's relative `/api/...` calls resolve.
 */
export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    passWithNoTests: true,
    environmentOptions: { happyDOM: { url: 'http://localhost:4300/' } },
  },
});
