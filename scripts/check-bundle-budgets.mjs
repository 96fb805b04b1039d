#!/usr/bin/env node
// `npm run check:budgets` (and a step of `npm test`, after the build): reads Vite's manifest
// (apps/web/dist/.vite/manifest.json) and adds up, per route, the JavaScript a first load pulls:
// the entry chunk, the route's lazy chunk and every chunk they import statically, gzipped.
// Fails when /Login's first load passes 150 KiB, any other member page 200 KiB, or when the QR
// decoder's .wasm is in the first load of any route but the consoles' scanners (issue 14), or when
// Zod is in the first load of a page Lighthouse measures (issue 34: home, /Login, the event pages,
// /about): their reads load their answer schemas beside the call (apps/web/src/lib/lazy-envelope.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const distDir = path.resolve(import.meta.dirname, '..', 'apps/web/dist');
const manifestPath = path.join(distDir, '.vite/manifest.json');
// KiB, as a browser's network panel and issue 34's budget ("≤ 150 KiB compressed") count them;
// until issue 30's offline start this used 1000-byte units, 2.4 % stricter.
const KB = 1024;
const LOGIN_BUDGET = 150 * KB;
const MEMBER_BUDGET = 200 * KB;

/** Route → its page module (apps/web/src/app/router.tsx). Consoles may hold the scanner. */
const routes = [
  { path: '/', module: 'src/app/routes/home.tsx', withoutZod: true },
  { path: '/Login', module: 'src/app/routes/login.tsx', budget: LOGIN_BUDGET, withoutZod: true },
  { path: '/{event}/{section} and /medal-tally', module: 'src/app/routes/event-site.tsx', withoutZod: true, withSections: true },
  { path: '/profile', module: 'src/app/routes/profile.tsx' },
  { path: '/my-events', module: 'src/app/routes/my-events.tsx' },
  { path: '/my-coupons', module: 'src/app/routes/my-coupons.tsx' },
  { path: '/security', module: 'src/app/routes/security.tsx' },
  { path: '/co-register', module: 'src/app/routes/co-register.tsx' },
  { path: '/event-calendar', module: 'src/app/routes/event-calendar.tsx' },
  { path: '/blogs', module: 'src/app/routes/blogs.tsx' },
  { path: '/blogs/:slug', module: 'src/app/routes/blog-post.tsx' },
  { path: '/about', module: 'src/app/routes/about.tsx', withoutZod: true },
  { path: '/Contact', module: 'src/app/routes/contact.tsx' },
  { path: '/verify-email', module: 'src/app/routes/verify-email.tsx' },
  { path: '/unsubscribe', module: 'src/app/routes/unsubscribe.tsx' },
  { path: '/staff', module: 'src/app/routes/staff.tsx', console: true },
  { path: '/admin', module: 'src/app/routes/admin.tsx', console: true },
  { path: '/kiosk', module: 'src/app/routes/kiosk.tsx', console: true },
];

if (!existsSync(manifestPath)) {
  console.error(`No ${path.relative(process.cwd(), manifestPath)}: run npm run build first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
const gzipSizes = new Map();
const gzipSize = (file) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
  return gzipSizes.get(file);
};

/** The chunks a module loads before it runs: itself and its static imports, transitively. */
function firstLoad(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]);
}

/** A class name Zod's core registers: in a chunk, Zod is in it. */
const ZOD_MARK = '`$ZodType`';

const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
const problems = [];
console.log('First-load JavaScript per route (gzipped):');
for (const route of routes) {
  if (!manifest[route.module]) {
    problems.push(`${route.path}: ${route.module} is not in the manifest (renamed? update scripts/check-bundle-budgets.mjs)`);
    continue;
  }
  const chunks = firstLoad([entryKey, route.module]);
  const bytes = chunks.reduce((sum, chunk) => sum + gzipSize(chunk.file), 0);
  // The decoder's .wasm is reached directly (an asset of a chunk) or through the decoder worker.
  const assets = chunks.flatMap((chunk) => chunk.assets ?? []);
  const wasm = assets.filter(
    (asset) => asset.endsWith('.wasm') || (asset.endsWith('.js') && readFileSync(path.join(distDir, asset), 'utf8').includes('.wasm')),
  );
  const budget = route.console ? undefined : (route.budget ?? MEMBER_BUDGET);
  const over = budget !== undefined && bytes > budget;
  const biggest = chunks
    .map((chunk) => `${path.basename(chunk.file)} ${(gzipSize(chunk.file) / KB).toFixed(1)}`)
    .sort((a, b) => Number(b.split(' ')[1]) - Number(a.split(' ')[1]))
    .slice(0, 4)
    .join(', ');
  console.log(
    `  ${over ? '✗' : '✓'} ${route.path.padEnd(38)} ${(bytes / KB).toFixed(1).padStart(6)} KiB${budget ? ` / ${budget / KB} KiB` : ' (console)'}  ${biggest}`,
  );
  if (over)
    problems.push(`${route.path}: ${(bytes / KB).toFixed(1)} KiB of JavaScript gzipped on first load, over its ${budget / KB} KiB budget`);
  if (wasm.length > 0 && !route.console) problems.push(`${route.path}: the decoder's ${wasm.join(', ')} is in its first load`);
  const zodChunks = route.withoutZod
    ? chunks.filter((chunk) => readFileSync(path.join(distDir, chunk.file), 'utf8').includes(ZOD_MARK))
    : [];
  // An event page's HTML also preloads its section's chunks (apps/api/src/http/web-app/route-chunks.ts).
  if (route.withSections)
    for (const key of Object.keys(manifest).filter((name) =>
      /sections\/[\w-]+-section\.tsx$|events\/components\/blog-list\.tsx$/.test(name),
    ))
      for (const chunk of firstLoad([key]))
        if (readFileSync(path.join(distDir, chunk.file), 'utf8').includes(ZOD_MARK) && !zodChunks.includes(chunk)) zodChunks.push(chunk);
  if (zodChunks.length > 0)
    problems.push(
      `${route.path}: Zod is in its first load (${zodChunks.map((chunk) => path.basename(chunk.file)).join(', ')}); load the answer schema with lazyEnvelope/lazySchema, and keep constants the page needs out of schema modules`,
    );
}
if (problems.length > 0) {
  console.error(`\nBundle budgets exceeded:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Bundle budgets hold.');
