#!/usr/bin/env node
// `npm start` (issue 34): the web build when its inputs changed (apps/web/scripts/build.mjs, with a
// fast Brotli quality: `npm run build` keeps the strongest for CI and the Dockerfile), and the API
// with the demo data (apps/api/src/main.ts --demo) in this same process. A build runs beside the
// API's start: the database opens, migrates and seeds meanwhile, and the server reads dist and
// listens once the build is done. Run with `node --import tsx`, as package.json does.
import { buildWebApp } from '../apps/web/scripts/build.mjs';
import { webAppBuild } from '../apps/api/src/http/web-app/web-app-build.ts';

/** Brotli quality for a start: ~0.1 s for the whole app where quality 11 takes ~5 s, ~10% larger. */
const START_BROTLI_QUALITY = 5;

webAppBuild.ready = buildWebApp({ ifChanged: true, brotliQuality: START_BROTLI_QUALITY }).then(
  () => undefined,
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
if (!process.argv.includes('--demo')) process.argv.push('--demo');
await import('../apps/api/src/main.ts');
