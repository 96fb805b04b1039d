#!/usr/bin/env node
// After `vite build`: a Brotli (.br) and a gzip (.gz) file beside each text asset of dist, which
// @fastify/static sends (`preCompressed`) as the request's Accept-Encoding allows, so the server
// compresses nothing per request (issue 14). `npm run build` (CI, the Dockerfile) uses Brotli's
// strongest quality, 11; `npm start` uses a fast one (issue 34: quality 11 took ~5 s of each start).
// Compressed bytes are kept in a cache keyed by the file's content, so a rebuild compresses only
// the files whose content changed; a .br or .gz is always made from the bytes now beside it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|wasm|txt|xml)$/;
const MIN_BYTES = 1024;
/** Brotli's strongest quality: `npm run build`. */
export const BEST_BROTLI_QUALITY = 11;
/** Cache entries no build has used for this long are deleted. */
const CACHE_KEEP_MS = 7 * 24 * 3600 * 1000;

function* compressibleFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* compressibleFiles(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** The cached bytes for this content at this quality or a stronger one, or undefined. */
function readCached(cacheDir, contentHash, brotliQuality) {
  const gzipPath = path.join(cacheDir, `${contentHash}.gz`);
  if (!existsSync(gzipPath)) return undefined;
  for (let quality = BEST_BROTLI_QUALITY; quality >= brotliQuality; quality--) {
    const brotliPath = path.join(cacheDir, `${contentHash}.q${quality}.br`);
    if (!existsSync(brotliPath)) continue;
    const now = new Date();
    utimesSync(brotliPath, now, now);
    utimesSync(gzipPath, now, now);
    return { brotli: readFileSync(brotliPath), gzip: readFileSync(gzipPath) };
  }
  return undefined;
}

/** A cache entry appears whole or not at all, even when a build is stopped while writing it. */
function writeCacheEntry(file, bytes) {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

function pruneCache(cacheDir) {
  const oldest = Date.now() - CACHE_KEEP_MS;
  for (const name of readdirSync(cacheDir)) {
    const file = path.join(cacheDir, name);
    if (statSync(file).mtimeMs < oldest) rmSync(file, { force: true });
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of `distDir` over 1 KB, taking them from
 * `cacheDir` when the same content was compressed before (at `brotliQuality` or stronger).
 * @param {{ distDir: string, brotliQuality: number, cacheDir?: string }} options
 * @returns {{ files: number, compressed: number, bytesBefore: number, bytesAfter: number }}
 */
export function precompressDist({ distDir, brotliQuality, cacheDir }) {
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const totals = { files: 0, compressed: 0, bytesBefore: 0, bytesAfter: 0 };
  for (const file of compressibleFiles(distDir)) {
    const size = statSync(file).size;
    if (size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    const contentHash = createHash('sha256').update(bytes).digest('hex');
    let output = cacheDir ? readCached(cacheDir, contentHash, brotliQuality) : undefined;
    if (!output) {
      output = {
        brotli: brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: size },
        }),
        gzip: gzipSync(bytes, { level: 9 }),
      };
      totals.compressed++;
      if (cacheDir) {
        writeCacheEntry(path.join(cacheDir, `${contentHash}.gz`), output.gzip);
        writeCacheEntry(path.join(cacheDir, `${contentHash}.q${brotliQuality}.br`), output.brotli);
      }
    }
    writeFileSync(`${file}.br`, output.brotli);
    writeFileSync(`${file}.gz`, output.gzip);
    totals.files++;
    totals.bytesBefore += size;
    totals.bytesAfter += output.brotli.length;
  }
  if (cacheDir) pruneCache(cacheDir);
  return totals;
}

/** One line for the build log. */
export function describePrecompression(totals, brotliQuality) {
  const kib = (bytes) => (bytes / 1024).toFixed(0);
  return (
    `precompressed ${totals.files} files (${totals.compressed} compressed, ${totals.files - totals.compressed} from cache): ` +
    `${kib(totals.bytesBefore)} KiB → ${kib(totals.bytesAfter)} KiB with Brotli (quality ${brotliQuality})`
  );
}

if (import.meta.filename === process.argv[1]) {
  const distDir = path.resolve(import.meta.dirname, '..', 'dist');
  const qualityArgument = process.argv.find((argument) => argument.startsWith('--brotli-quality='));
  const brotliQuality = qualityArgument ? Number(qualityArgument.split('=')[1]) : BEST_BROTLI_QUALITY;
  console.log(describePrecompression(precompressDist({ distDir, brotliQuality }), brotliQuality));
}
