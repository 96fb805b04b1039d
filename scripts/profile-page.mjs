#!/usr/bin/env node
// `npm run bench:page-profile -- URL` (issue 34): where a page's main thread goes on its first load
// at a phone's speed. Opens URL in Chromium (CHROMIUM_PATH, default /usr/bin/chromium) with the CPU
// slowed down 4× (PROFILE_CPU_SLOWDOWN), as Lighthouse's mobile preset does, records a CPU profile of
// the page for PROFILE_SECONDS (default 6) and prints:
// - the first contentful paint and the long tasks (over 50 ms) the browser reported, with their sum
//   over 50 ms after the first paint (what Total Blocking Time counts);
// - the profile's self time per source: each sample is mapped through the build's source maps
//   (apps/web/dist/assets/*.map) to its file, a package under node_modules to the package;
// - the busy stretches over 50 ms, each with its largest sources and what started it.
// `--drill SOURCE` (a name from the list, e.g. nm:zod) prints that source's functions and the
// frames that called into it. The server is yours: `npm start`, or any Podium serving apps/web/dist.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const drillAt = args.indexOf('--drill');
const drill = drillAt === -1 ? undefined : args.splice(drillAt, 2)[1];
const url = args[0];
if (!url) {
  console.error('Usage: npm run bench:page-profile -- http://localhost:3000/some/page [--drill nm:zod]');
  process.exit(2);
}
const slowdown = Number(process.env.PROFILE_CPU_SLOWDOWN ?? 4);
const seconds = Number(process.env.PROFILE_SECONDS ?? 6);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.addInitScript(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
  }).observe({ type: 'longtask', buffered: true });
});
await cdp.send('Profiler.start');
await page.goto(url);
await page.waitForTimeout(seconds * 1000);
const { profile } = await cdp.send('Profiler.stop');
const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
const longTasks = await page.evaluate(() => window.__longTasks);
await browser.close();

const blocking = longTasks.filter(([start]) => start >= firstPaint).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
console.log(`${url} at ${slowdown}× CPU slow-down`);
console.log(`First contentful paint ${Math.round(firstPaint)} ms; long tasks [start, ms]: ${JSON.stringify(longTasks)}`);
console.log(`Blocking time after the first paint (each long task over 50 ms): ${blocking} ms`);

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const sourceMaps = new Map();
function sourceMapOf(scriptUrl) {
  if (!sourceMaps.has(scriptUrl)) {
    const file = /\/assets\/([^?/]+\.js)/.exec(scriptUrl)?.[1];
    const mapPath = file && path.join(root, 'apps/web/dist/assets', `${file}.map`);
    sourceMaps.set(scriptUrl, mapPath && existsSync(mapPath) ? new TraceMap(readFileSync(mapPath, 'utf8')) : undefined);
  }
  return sourceMaps.get(scriptUrl);
}
/** A profile node's source: web:…, contracts:…, nm:package, a script's file name, or the V8 name. */
function sourceOf(nodeId) {
  const frame = nodes.get(nodeId).callFrame;
  if (!frame.url) return frame.functionName || '(native)';
  const map = sourceMapOf(frame.url);
  if (!map) return frame.url.replace(/.*\//, '');
  const source = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source ?? '(unmapped)';
  if (source.includes('node_modules/')) {
    const parts = source.slice(source.lastIndexOf('node_modules/') + 'node_modules/'.length).split('/');
    return `nm:${parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
  }
  // Sources are relative to apps/web/dist/assets: ../../src/… is the web app's.
  return source.replace(/^(\.\.\/)+src\//, 'web:').replace(/^.*\/packages\/contracts\/src\//, 'contracts:');
}
const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
const addTo = (map, key, amount) => map.set(key, (map.get(key) ?? 0) + amount);
const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, micros]) => `${key} ${Math.round(micros / 1000)}`);

const selfBySource = new Map();
const stretches = [];
let stretch;
let at = profile.startTime;
for (let index = 0; index < profile.samples.length; index++) {
  at += profile.timeDeltas[index];
  const nodeId = profile.samples[index];
  const micros = profile.timeDeltas[index + 1] ?? 0;
  if (idle.has(nodeId)) {
    if (stretch && at - stretch.end > 1000) {
      stretches.push(stretch);
      stretch = undefined;
    }
    continue;
  }
  const source = sourceOf(nodeId);
  addTo(selfBySource, source, micros);
  stretch ??= { start: at, end: at, bySource: new Map(), startedBy: new Map() };
  stretch.end = at + micros;
  addTo(stretch.bySource, source, micros);
  let outermost = nodeId;
  for (
    let parent = parentOf.get(nodeId);
    parent !== undefined && nodes.get(parent).callFrame.functionName !== '(root)';
    parent = parentOf.get(parent)
  )
    outermost = parent;
  addTo(stretch.startedBy, `${nodes.get(outermost).callFrame.functionName || '(anonymous)'} ${sourceOf(outermost)}`, micros);
}
if (stretch) stretches.push(stretch);

console.log('\nSelf time per source, ms (the whole profile, idle left out):');
for (const line of top(new Map([...selfBySource].filter(([key]) => key !== '(idle)')), 25)) console.log(`  ${line}`);
console.log('\nBusy stretches over 50 ms (back-to-back tasks merge):');
for (const { start, end, bySource, startedBy } of stretches) {
  if (end - start < 50_000) continue;
  console.log(
    `  at ${Math.round((start - profile.startTime) / 1000)} ms, ${Math.round((end - start) / 1000)} ms: ${top(bySource, 8).join(', ')}`,
  );
  console.log(`    started by: ${top(startedBy, 4).join(', ')}`);
}
if (drill) {
  const byFunction = new Map();
  const callers = new Map();
  for (const node of profile.nodes) {
    if (sourceOf(node.id) !== drill) continue;
    const micros = profile.samples.reduce(
      (sum, nodeId, index) => (nodeId === node.id ? sum + (profile.timeDeltas[index + 1] ?? 0) : sum),
      0,
    );
    if (micros === 0) continue;
    addTo(byFunction, node.callFrame.functionName || '(anonymous)', micros);
    let caller = parentOf.get(node.id);
    while (caller !== undefined && sourceOf(caller) === drill) caller = parentOf.get(caller);
    const frame = caller === undefined ? undefined : nodes.get(caller).callFrame;
    addTo(
      callers,
      frame ? `${frame.functionName || '(anonymous)'} ${sourceOf(caller)} (${frame.url.replace(/.*\//, '')})` : '(root)',
      micros,
    );
  }
  console.log(`\n${drill}: self time by function, ms: ${top(byFunction, 15).join(', ')}`);
  console.log(`${drill}: entered from, ms:\n  ${top(callers, 12).join('\n  ')}`);
}
