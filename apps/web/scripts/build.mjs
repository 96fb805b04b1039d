#!/usr/bin/env node
// The web build: `vite build`, then the Brotli and gzip files beside each asset (precompress.mjs),
// then a stamp in dist naming the hash of the inputs it was built from (issue 34).
//
//   node apps/web/scripts/build.mjs                        always builds; Brotli quality 11 (`npm run build`)
//   node apps/web/scripts/build.mjs --if-changed --brotli-quality=5
//                                                          skips when dist's stamp matches the inputs (`npm start`)
//
// With --if-changed, buildDecision (build-inputs.mjs) picks: a build when dist is missing or was made
// from other inputs; only the compression again when it was compressed at a weaker Brotli quality
// than asked (a dist from `npm start`, then `npm test`); nothing otherwise.
//
// The stamp is written last and `vite build` empties dist first, so a build that was stopped half
// way, or a dist built by hand, has no stamp (or an old one) and is built again.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_STAMP_FILE, buildDecision, hashBuildInputs, readBuildStamp } from './build-inputs.mjs';
import { BEST_BROTLI_QUALITY, describePrecompression, precompressDist } from './precompress.mjs';

const webRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(webRoot, '..', '..');
const distDir = path.join(webRoot, 'dist');
/** Not served: @fastify/static leaves dotfiles out, so GET /.build-stamp.json is a page of the app. */
const STAMP_FILE = path.join(distDir, BUILD_STAMP_FILE);
const PRECOMPRESS_CACHE_DIR = path.join(repoRoot, 'node_modules', '.cache', 'podium-precompress');

function runViteBuild() {
  // vite's exports map hides its bin; its package.json is exported, and the bin sits beside it.
  const vitePackage = createRequire(path.join(webRoot, 'package.json')).resolve('vite/package.json');
  const viteBin = path.join(path.dirname(vitePackage), 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build'], { cwd: webRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`vite build failed (${signal ?? `exit ${code}`})`))));
  });
}

/**
 * Builds the web app into apps/web/dist. With `ifChanged`, does nothing when dist was built from
 * inputs with the same hash (hashBuildInputs) at this Brotli quality or a stronger one
 * (buildDecision). Resolves whether `vite build` ran, and the inputs hash.
 * @param {{ ifChanged?: boolean, brotliQuality?: number, log?: (line: string) => void }} options
 * @returns {Promise<{ built: boolean, inputsHash: string }>}
 */
export async function buildWebApp({ ifChanged = false, brotliQuality = BEST_BROTLI_QUALITY, log = console.log } = {}) {
  const inputsHash = hashBuildInputs(repoRoot);
  const stamp = readBuildStamp(distDir);
  const decision = buildDecision({ stamp, inputsHash, brotliQuality, ifChanged });
  if (decision === 'skip') {
    log(`Web app: apps/web/dist is up to date (inputs ${inputsHash.slice(0, 12)}), not rebuilt; \`npm run build\` forces a build.`);
    return { built: false, inputsHash };
  }
  if (decision === 'build') await runViteBuild();
  else
    log(
      `Web app: apps/web/dist is up to date but compressed at Brotli quality ${stamp?.brotliQuality}: compressing again at ${brotliQuality}.`,
    );
  const totals = precompressDist({ distDir, brotliQuality, cacheDir: PRECOMPRESS_CACHE_DIR });
  log(describePrecompression(totals, brotliQuality));
  writeFileSync(STAMP_FILE, `${JSON.stringify({ inputsHash, brotliQuality, builtAt: new Date().toISOString() }, null, 2)}\n`);
  return { built: decision === 'build', inputsHash };
}

if (import.meta.filename === process.argv[1]) {
  const qualityArgument = process.argv.find((argument) => argument.startsWith('--brotli-quality='));
  await buildWebApp({
    ifChanged: process.argv.includes('--if-changed'),
    brotliQuality: qualityArgument ? Number(qualityArgument.split('=')[1]) : BEST_BROTLI_QUALITY,
  }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
