#!/usr/bin/env node
// `npm run bench:lighthouse` (issue 14): builds the web app, starts Podium on a fresh temporary data
// folder with the demo seed on a free port, and runs Lighthouse (mobile preset: Moto G Power
// emulation, slow 4G, 4x CPU slowdown) on /, /Login, the demo event's /about and /medal-tally pages in
// Chromium (CHROME_PATH, default /usr/bin/chromium). Prints performance, accessibility and best
// practices scores, LCP, CLS and the JavaScript bytes each page downloaded, with the load average.
// `--no-build` reuses apps/web/dist; BENCH_LIGHTHOUSE_RUNS=N keeps each page's median of N runs;
// BENCH_LIGHTHOUSE_OUT=DIR keeps each report (JSON) there; BENCH_LIGHTHOUSE_PAGES=about,Login picks pages.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
// The issue's /medal-tally is the demo event's medal tally page (/{event}/medal-tally).
const ALL_PAGES = ['/', '/Login', '/bengaluru-corporate-olympics-2026/about', '/bengaluru-corporate-olympics-2026/medal-tally'];
// BENCH_LIGHTHOUSE_PAGES=about,medal-tally measures only the pages whose path contains one of these words.
const pageFilter = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const PAGES = pageFilter ? ALL_PAGES.filter((page) => pageFilter.some((word) => page.includes(word))) : ALL_PAGES;

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'podium-lighthouse-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts', '--demo'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitUntilReady() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${origin}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready in 2 minutes');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let chrome;
try {
  await waitUntilReady();
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const rows = [];
  for (const page of PAGES) {
    const samples = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const { categories, audits } = result.lhr;
      if (process.env.BENCH_LIGHTHOUSE_OUT) {
        mkdirSync(process.env.BENCH_LIGHTHOUSE_OUT, { recursive: true });
        const name = page.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'home';
        writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_OUT, `${name}-${run}.json`), result.report);
      }
      const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
      samples.push({
        performance: categories.performance.score,
        accessibility: categories.accessibility.score,
        bestPractices: categories['best-practices'].score,
        lcpMs: audits['largest-contentful-paint'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        jsTransferKiB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
        jsResourceKiB: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0) / 1024,
        failing: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && ['binary', 'numeric'].includes(audit.scoreDisplayMode))
          .map((audit) => audit.id),
      });
    }
    const pick = (key) => median(samples.map((sample) => sample[key]));
    rows.push({
      page,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      lcp: `${(pick('lcpMs') / 1000).toFixed(2)} s`,
      cls: Number(pick('cls').toFixed(3)),
      'JS KiB (sent / unpacked)': `${pick('jsTransferKiB').toFixed(0)} / ${pick('jsResourceKiB').toFixed(0)}`,
    });
    if (process.env.BENCH_LIGHTHOUSE_VERBOSE) console.log(page, 'audits below 1:', samples[0].failing.join(', '));
  }
  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${runs} run(s) per page (median), Chromium ${chromePath}`,
  );
  console.table(rows);
  console.log(
    `Machine: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await chrome?.kill();
  stop();
}
