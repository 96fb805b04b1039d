// What the web build is made from, as one content hash (issue 34): `npm start` skips `vite build`
// when apps/web/dist was built from the same hash. Only files that can change the output count, so
// editing a test, a doc or the API does not cost a rebuild.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders (relative to the repository root) whose files are all inputs, tests left out. */
const INPUT_FOLDERS = ['apps/web/src', 'apps/web/public', 'packages/contracts/src'];

/** Single files that are inputs: the page, the build's configuration, the dependency tree. */
const INPUT_FILES = [
  'apps/web/index.html',
  'apps/web/.env',
  'apps/web/.env.local',
  'apps/web/.env.production',
  'apps/web/.env.production.local',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'apps/web/scripts/build.mjs',
  'apps/web/scripts/precompress.mjs',
  'packages/contracts/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

/** Test files and the web app's test helpers never reach the bundle. */
const isTestFile = (relativePath) => /\.test\.[cm]?[jt]sx?$/.test(relativePath) || relativePath.startsWith('apps/web/src/test/');

function* filesUnder(root, folder) {
  const full = path.join(root, folder);
  if (!existsSync(full)) return;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    const relativePath = `${folder}/${entry.name}`;
    if (entry.isDirectory()) yield* filesUnder(root, relativePath);
    else if (entry.isFile() && !isTestFile(relativePath)) yield relativePath;
  }
}

/** The environment the build reads: `VITE_*` variables reach the bundle, NODE_ENV picks React's build. */
function buildEnvironment(env) {
  return Object.keys(env)
    .filter((name) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort()
    .map((name) => `${name}=${env[name]}`);
}

/**
 * The web build's input files, as repository-relative paths with `/` separators, sorted.
 * @param {string} root the repository root
 * @returns {string[]}
 */
export function listBuildInputs(root) {
  const files = INPUT_FOLDERS.flatMap((folder) => [...filesUnder(root, folder)]);
  for (const file of INPUT_FILES) if (existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile()) files.push(file);
  return files.sort();
}

/**
 * A SHA-256 (hex) of every input file's path and content and of the `VITE_*` environment: equal
 * hashes mean `vite build` would produce the same dist.
 * @param {string} root the repository root
 * @param {Record<string, string | undefined>} env the environment the build would run with
 * @returns {string}
 */
export function hashBuildInputs(root, env = process.env) {
  const hash = createHash('sha256');
  for (const file of listBuildInputs(root)) {
    const contentHash = createHash('sha256')
      .update(readFileSync(path.join(root, file)))
      .digest('hex');
    hash.update(`${file}\0${contentHash}\n`);
  }
  for (const line of buildEnvironment(env)) hash.update(`env:${line}\n`);
  return hash.digest('hex');
}

/** The stamp `npm start` and `npm run build` write last into dist: what it was built from. */
export const BUILD_STAMP_FILE = '.build-stamp.json';

/**
 * The stamp of the build in `distDir`, or undefined when there is no complete build there: no
 * index.html, no stamp (a build stopped half way, or one made by hand), or a stamp that is not JSON.
 * @param {string} distDir
 * @returns {{ inputsHash?: string, brotliQuality?: number } | undefined}
 */
export function readBuildStamp(distDir) {
  const stampFile = path.join(distDir, BUILD_STAMP_FILE);
  if (!existsSync(stampFile) || !existsSync(path.join(distDir, 'index.html'))) return undefined;
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * What a build asked for with `--if-changed` does (issue 34), from dist's stamp (undefined: no
 * complete build) and the hash of the inputs now:
 * - 'build': no build, or one from other inputs: `vite build`, then compress;
 * - 'compress': the same inputs, but compressed at a weaker Brotli quality than asked (a dist from
 *   `npm start` before `npm test` or CI): only the .br files are made again, no `vite build`;
 * - 'skip': the same inputs at this quality or a stronger one.
 * Without `ifChanged` (`npm run build`) it is always 'build'.
 * @param {{ stamp: { inputsHash?: string, brotliQuality?: number } | undefined, inputsHash: string, brotliQuality: number, ifChanged: boolean }} state
 * @returns {'build' | 'compress' | 'skip'}
 */
export function buildDecision({ stamp, inputsHash, brotliQuality, ifChanged }) {
  if (!ifChanged || stamp?.inputsHash !== inputsHash) return 'build';
  return (stamp.brotliQuality ?? 0) >= brotliQuality ? 'skip' : 'compress';
}
