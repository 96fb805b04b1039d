/**
 * Sums a V8 .cpuprofile (node --cpu-prof; `BENCH_CPU_PROF=DIR npm run bench:checkin` writes one
 * per server): self time per package (node_modules name, Podium source folder, node internals,
 * V8's own entries) and per function, and inclusive time per package; top 15 each (`--top N` for
 * more). Each sample counts as one median sampling interval, not as the time to the next sample
 * (DevTools' way), which on a busy machine would add the time the thread waited for a core to
 * whatever ran before the wait. Only the busiest `--window` seconds count
 * (default 10, the bench's closed loop), so start-up (module loading, tsx compiling) stays out;
 * `--calls N` (the closed loop's call count) also prints milliseconds per call.
 *
 *   node --import tsx apps/api/bench/cpu-profile-summary.ts FILE.cpuprofile [--window 10] [--calls 12628]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, ...options] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-summary.ts FILE.cpuprofile [--window SECONDS] [--calls N]');
const option = (name: string) => {
  const index = options.indexOf(name);
  return index === -1 ? undefined : Number(options[index + 1]);
};
const windowSeconds = option('--window') ?? 10;
const calls = option('--calls');
const topCount = option('--top') ?? 15;

const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const isIdle = (id: number) => nodes.get(id)!.callFrame.functionName === '(idle)';

// Sample times (µs from the first); then the window with the most busy samples.
const times: number[] = [];
let now = 0;
for (const delta of profile.timeDeltas) times.push((now += delta));
const windowMicros = windowSeconds * 1_000_000;
let best = { from: 0, to: 0, busy: -1 };
let to = 0;
let busy = 0;
for (let from = 0; from < times.length; from += 1) {
  while (to < times.length && times[to]! - times[from]! < windowMicros) {
    if (!isIdle(profile.samples[to]!)) busy += 1;
    to += 1;
  }
  if (busy > best.busy) best = { from, to, busy };
  if (!isIdle(profile.samples[from]!)) busy -= 1;
}

/** Who a frame belongs to: an npm package, a Podium folder, node's own JavaScript, or V8. */
function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const [first, second] = url.slice(modules + 'node_modules/'.length).split('/');
    return first!.startsWith('@') ? `${first}/${second}` : first!;
  }
  if (url.startsWith('node:')) return 'node: (internals)';
  const source = /\/(apps\/api\/(?:src|bench)\/[^/]+(?:\/[^/.]+)?|packages\/[^/]+)/.exec(url);
  return source ? source[1]! : url;
}

const tick = [...profile.timeDeltas].sort((a, b) => a - b)[Math.floor(profile.timeDeltas.length / 2)]!;
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
/** Each package's frames and everything they called (node's writes, V8's JSON, ...): a sample counts once per package on its stack. */
const insidePackage = new Map<string, number>();
let total = 0;
for (let index = best.from; index < best.to; index += 1) {
  const node = nodes.get(profile.samples[index]!)!;
  // One sample is one tick of CPU: the gap after a sample is not, since on a busy machine the
  // thread may have waited for a core there (often right after a writev woke PostgreSQL up).
  const micros = tick;
  if (isIdle(node.id)) continue;
  total += micros;
  const { functionName, url, lineNumber } = node.callFrame;
  const owner = packageOf(url, functionName);
  byPackage.set(owner, (byPackage.get(owner) ?? 0) + micros);
  const where = url ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|packages)\//, '$1/')}:${lineNumber + 1}` : '';
  const name = `${functionName || '(anonymous)'} ${where}`.trim();
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  const onStack = new Set<string>();
  for (let id: number | undefined = node.id; id !== undefined; id = parentOf.get(id)) {
    const frame = nodes.get(id)!.callFrame;
    if (frame.url) onStack.add(packageOf(frame.url, frame.functionName));
  }
  for (const owner of onStack) insidePackage.set(owner, (insidePackage.get(owner) ?? 0) + micros);
}

const perCall = (micros: number) => (calls ? ` ${(micros / 1000 / calls).toFixed(3)} ms/call` : '');
const top = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, topCount)) {
    console.log(
      `  ${((micros / total) * 100).toFixed(1).padStart(5)}% ${(micros / 1000).toFixed(0).padStart(6)} ms${perCall(micros)}  ${name}`,
    );
  }
};
console.log(
  `${file}: busiest ${windowSeconds} s from ${(times[best.from]! / 1e6).toFixed(1)} s, ${(total / 1000).toFixed(0)} ms busy${perCall(total)}`,
);
top('Self time by package', byPackage);
top('Self time by function', byFunction);
top('Inclusive time by package (its frames and all they called)', insidePackage);
