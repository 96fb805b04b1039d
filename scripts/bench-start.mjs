#!/usr/bin/env node
// `npm run bench:start` (issue 34): how long `npm start` takes until the server answers
// GET /api/ready (the database answers; the web app is served from then on), twice:
//   1. fresh: as after `git clone && npm ci`: no apps/web/dist, no precompression cache
//      (node_modules/.cache/podium-precompress) and an empty data folder;
//   2. repeat: `npm start` again, nothing changed, on the data folder of run 1.
// Each run is `npm start` itself, on a free port and a temporary DATA_DIR, stopped (its whole
// process group, SIGTERM) before the next; the port is checked free at the end. Machine-wide caches
// a fresh clone would find as well (tsx's transform cache in the temporary folder) are kept.
// BENCH_START_REPEATS=N runs the repeat start N times.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const repeats = Number(process.env.BENCH_START_REPEATS ?? 1);
const TIMEOUT_MS = 180_000;

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const isPortFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

/** Starts `npm start`, resolves the seconds until /api/ready answers 200, then stops it. */
async function timeStart(label, { port, dataDir }) {
  const startedAt = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    // Its own process group, so the stop reaches npm, the shell and node alike.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const origin = `http://127.0.0.1:${port}`;
  let seconds;
  while (seconds === undefined && !hasExited && performance.now() - startedAt < TIMEOUT_MS) {
    try {
      if ((await fetch(`${origin}/api/ready`)).ok) seconds = (performance.now() - startedAt) / 1000;
    } catch {
      // not listening yet
    }
    if (seconds === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  let servesWebApp = false;
  if (seconds !== undefined) servesWebApp = (await fetch(`${origin}/`)).headers.get('content-type')?.startsWith('text/html') ?? false;
  if (!hasExited) process.kill(-child.pid, 'SIGTERM');
  const forceKill = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(forceKill);
  if (seconds === undefined) {
    console.error(output);
    throw new Error(`${label}: npm start did not answer /api/ready`);
  }
  const built = /vite v[\d.]+ building/.test(output) ? 'web app built' : 'web build skipped';
  console.log(`${label.padEnd(8)} ${seconds.toFixed(1)} s  (${built}${servesWebApp ? ', web app served' : ', NO web app at /'})`);
  return seconds;
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'podium-bench-start-'));
console.log(`npm start until GET /api/ready answers; port ${port}; ${os.cpus().length} cores; load average ${loadAverage()}`);
try {
  rmSync(path.join(root, 'apps/web/dist'), { recursive: true, force: true });
  rmSync(path.join(root, 'node_modules/.cache/podium-precompress'), { recursive: true, force: true });
  const fresh = await timeStart('fresh', { port, dataDir });
  const repeatSeconds = [];
  for (let run = 0; run < repeats; run++) repeatSeconds.push(await timeStart('repeat', { port, dataDir }));
  const repeat = repeatSeconds.sort((a, b) => a - b)[Math.floor(repeatSeconds.length / 2)];
  console.log(`\nfresh clone after npm ci: ${fresh.toFixed(1)} s (target ≤ 12 s); repeat start: ${repeat.toFixed(1)} s (target ≤ 4 s)`);
  console.log(`load average after: ${loadAverage()}`);
  if (!(await isPortFree(port))) throw new Error(`port ${port} is still taken after the runs`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
