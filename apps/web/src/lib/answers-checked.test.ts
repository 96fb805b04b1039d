import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 18: every read the web app makes checks its answer against the contract's schema
 * (`http.get(path, { schema })`), so a server of another release fails with a clear error where the
 * answer arrives, not as `undefined` deep in a component. The exceptions load with every page,
 * /Login included, whose first-load budget (150 KB, issue 14) has no room for Zod's 25 KB; each
 * says why below. Changes whose answers a page reads name a schema too (not walked here: many
 * answer only a message).
 */
const UNCHECKED_READS: Record<string, string> = {
  'lib/tenant/get-tenant-config.ts': 'tenant config: read by the entry chunk before any page',
  'lib/tenant/get-landing.ts': 'maintenance flag: polled by the entry chunk on every page',
  'lib/auth/get-profile.ts': 'signed-in profile: read by the entry chunk for the header',
  'features/auth/api/get-companies.ts': 'company list of the /Login details step',
  'features/consent/api/get-integrations.ts': 'third-party scripts: read by the root layout on every page',
  'features/sso/api/get-pending-session-user.ts': 'checks its answer itself, loading the schema only on that rare path',
};

/**
 * Issue 35: changes (post, put, patch, delete) name their answer schema too. These still do not, a
 * ratchet per file: the count may only go down (a file whose count drops must lower it here). The
 * sign-in steps load with /Login, whose budget has no room for Zod; the check-in read normalizes the
 * spec's loose answer shapes itself; the rest answer a message the screen shows, and are left.
 */
const UNCHECKED_WRITES: Record<string, number> = {
  'features/auth/api/generate-otp.ts': 1,
  'features/auth/api/verify-otp.ts': 1,
  'features/mfa/api/complete-mfa-login.ts': 2,
  'features/check-in/api/verify-check-in.ts': 1,
};

const sourceRoot = path.resolve(import.meta.dirname, '..');

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

describe('answers checked against the contract', () => {
  const reads = sourceFiles(sourceRoot).flatMap((file) =>
    callsOf(readFileSync(file, 'utf8'), 'get').map((call) => ({ file: path.relative(sourceRoot, file).split(path.sep).join('/'), call })),
  );

  it('finds the reads it walks (the walk itself works)', () => {
    expect(reads.length).toBeGreaterThan(40);
  });

  it('every http.get names the contract schema, except the first-load reads listed with their reason', () => {
    const unchecked = reads.filter(({ file, call }) => !/\bschema\b/.test(call) && !(file in UNCHECKED_READS));
    expect(unchecked.map(({ file, call }) => `${file}: ${call.split('\n')[0]}`)).toEqual([]);
  });

  it('the exceptions are still reads (a stale entry would hide a new unchecked call)', () => {
    const filesWithUncheckedReads = new Set(reads.filter(({ call }) => !/\bschema\b/.test(call)).map(({ file }) => file));
    expect(Object.keys(UNCHECKED_READS).filter((file) => !filesWithUncheckedReads.has(file))).toEqual([]);
  });

  // The client itself defines the methods (its comments name them).
  const writes = sourceFiles(sourceRoot)
    .filter((file) => !file.endsWith('http-client.ts'))
    .flatMap((file) =>
      ['post', 'put', 'patch', 'delete'].flatMap((method) =>
        callsOf(readFileSync(file, 'utf8'), method).map((call) => ({
          file: path.relative(sourceRoot, file).split(path.sep).join('/'),
          call,
        })),
      ),
    );

  it('finds the changes it walks', () => {
    expect(writes.length).toBeGreaterThan(80);
  });

  it('every change names its answer schema, but for the files listed, whose counts may only go down', () => {
    const uncheckedPerFile: Record<string, number> = {};
    for (const { file, call } of writes) if (!/\bschema\b/.test(call)) uncheckedPerFile[file] = (uncheckedPerFile[file] ?? 0) + 1;
    expect(uncheckedPerFile).toEqual(UNCHECKED_WRITES);
  });
});
