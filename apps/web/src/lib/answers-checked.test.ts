import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issues 18 and 35: every call the web app makes (get, post, put, patch, delete) checks its answer
 * against the contract's schema, so a server of another release fails with a clear error where the
 * answer arrives, not as `undefined` deep in a component. A call names the schema (`{ schema }`):
 * the schema itself, or, on the way of a page whose first load has no room for Zod's 25 KB (/Login,
 * home, the event pages: issues 14 and 34), a loader the call runs beside its request
 * (`{ schema: () => import('@podium/contracts/...') }`, or `lazySchema`/`lazyEnvelope` to share it).
 *
 * The exceptions, one per call (`file: http.method(path)`), each with its reason. Those on /Login's
 * way answer while `npm run check:budgets` counts the JavaScript /Login downloads up to the code
 * step: a schema loaded then would bring Zod into that count and break the 150 KiB budget.
 */
const UNCHECKED_CALLS: Record<string, string> = {
  "lib/tenant/get-tenant-config.ts: http.get('/tenant-config')": 'tenant config: read by the entry chunk on every page, /Login included',
  "lib/tenant/get-landing.ts: http.get('/user/landing')": 'maintenance flag: polled by the entry chunk on every page, /Login included',
  "lib/auth/get-profile.ts: http.get('/customer/profile')":
    "signed-in profile: its module is in /Login's first load, where even a lazy schema's loader (0.24 KiB gzipped with its preload list) passes the 150 KiB budget",
  "features/consent/api/get-integrations.ts: http.get('/public/integrations')":
    'third-party scripts: read by the root layout on every page, /Login included',
  "features/auth/api/generate-otp.ts: http.post('/customer/generateOtp')":
    'sends the code: its answer arrives before /Login shows the code step; it checks `success` itself',
  "features/check-in/api/verify-check-in.ts: http.post('/user/checkin/verify')":
    "the spec's answers come in loose shapes (fields under a nested `data`, isAlreadyCheckedIn, teamname, a refusal in a 200 body) that normalizeCheckInAnswer reads one by one; a schema admitting them all would check nothing",
};

const sourceRoot = path.resolve(import.meta.dirname, '..');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The text of each `http.<method>(...)` call (type arguments included), found by matching parentheses. */
function callsOf(source: string, method: string): string[] {
  const calls: string[] = [];
  const name = `http.${method}`;
  for (let start = source.indexOf(name); start !== -1; start = source.indexOf(name, start + 1)) {
    if (/\w/.test(source[start + name.length] ?? '')) continue;
    const open = source.indexOf('(', start);
    let depth = 0;
    for (let index = open; index < source.length; index++) {
      if (source[index] === '(') depth++;
      if (source[index] === ')' && --depth === 0) {
        calls.push(source.slice(start, index + 1));
        break;
      }
    }
  }
  return calls;
}

/** A call names its schema (the schema, or a loader of it). */
function isChecked(call: string): boolean {
  return /\bschema\s*[:,}]/.test(call);
}

/** `http.post('/path')`: how the exceptions name a call (its path argument as written). */
function nameOf(method: string, call: string): string {
  const argument = /^\s*(['`])(.*?)\1/s.exec(call.slice(call.indexOf('(') + 1));
  return `http.${method}(${argument ? argument[0].trim() : '?'})`;
}

interface Call {
  file: string;
  name: string;
  checked: boolean;
}

function callsIn(relativeFile: string, source: string): Call[] {
  return METHODS.flatMap((method) =>
    callsOf(source, method).map((call) => ({ file: relativeFile, name: nameOf(method, call), checked: isChecked(call) })),
  );
}

describe('answers checked against the contract', () => {
  // The client itself defines the methods (its comments name them).
  const calls = sourceFiles(sourceRoot)
    .filter((file) => !file.endsWith('lib/http-client.ts'))
    .flatMap((file) => callsIn(path.relative(sourceRoot, file).split(path.sep).join('/'), readFileSync(file, 'utf8')));

  it('finds the calls it walks, of every method (the walk itself works)', () => {
    expect(calls.length).toBeGreaterThan(150);
    for (const method of METHODS) expect(calls.filter((call) => call.name.startsWith(`http.${method}(`)).length).toBeGreaterThan(3);
  });

  it('tells a checked call from an unchecked one', () => {
    const lazily = "import('@podium/contracts/auth/profile').then((contract) => contract.profileAnswerSchema)";
    const source = [
      "http.post('/a', body)",
      "http.post<{ message: string }>('/b', body, { headers })",
      "http.put('/c', body, { schema: answer })",
      'http.delete(`/d/${id}`, { schema })',
      `http.get('/e', { schema: () => ${lazily} })`,
    ].join(';\n');
    expect(callsIn('x.ts', source).map(({ name, checked }) => `${name} ${checked}`)).toEqual([
      "http.get('/e') true",
      "http.post('/a') false",
      "http.post('/b') false",
      "http.put('/c') true",
      'http.delete(`/d/${id}`) true',
    ]);
    // A word that merely contains "schema" is no schema.
    expect(callsIn('x.ts', "http.get('/e', { noschema: 1 })")[0]!.checked).toBe(false);
  });

  it('every call names its answer schema (or loads it lazily), except the ones listed with their reason', () => {
    const unchecked = calls.filter(({ file, name, checked }) => !checked && !(`${file}: ${name}` in UNCHECKED_CALLS));
    expect(unchecked.map(({ file, name }) => `${file}: ${name}`)).toEqual([]);
  });

  it('each exception is still an unchecked call (a stale entry would hide a new one)', () => {
    const uncheckedNames = new Set(calls.filter(({ checked }) => !checked).map(({ file, name }) => `${file}: ${name}`));
    expect(Object.keys(UNCHECKED_CALLS).filter((name) => !uncheckedNames.has(name))).toEqual([]);
  });
});
