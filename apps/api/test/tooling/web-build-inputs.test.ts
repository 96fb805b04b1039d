import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDecision, hashBuildInputs, listBuildInputs, readBuildStamp } from '../../../web/scripts/build-inputs.mjs';

// Issue 34: `npm start` skips the web build when this hash matches the one dist was built from.
let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'podium-build-inputs-'));
  write('package-lock.json', '{"lockfileVersion":3}');
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/web/vite.config.ts', 'export default {};');
  write('apps/web/src/main.tsx', 'export const main = 1;');
  write('apps/web/src/main.test.tsx', 'test');
  write('packages/contracts/src/limits.ts', 'export const limit = 1;');
  write('apps/api/src/app.ts', 'export const app = 1;');
  write('README.md', '# Podium');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('hashBuildInputs', () => {
  it('changes when a web source, a contract, the page, the lockfile or a VITE_ variable changes', () => {
    const before = hashBuildInputs(root, {});
    for (const file of ['apps/web/src/main.tsx', 'packages/contracts/src/limits.ts', 'apps/web/index.html', 'package-lock.json']) {
      const copy = mkdtempSync(path.join(os.tmpdir(), 'podium-build-inputs-'));
      cpSync(root, copy, { recursive: true });
      writeFileSync(path.join(copy, file), 'changed');
      expect(hashBuildInputs(copy, {}), file).not.toBe(before);
      rmSync(copy, { recursive: true, force: true });
    }
    expect(hashBuildInputs(root, { VITE_API_BASE_URL: 'https://api.example' })).not.toBe(before);
    write('apps/web/src/new-file.ts', 'export {};');
    expect(hashBuildInputs(root, {})).not.toBe(before);
  });

  it('stays the same when only tests, the API, docs or other environment variables change', () => {
    const before = hashBuildInputs(root, {});
    write('apps/web/src/main.test.tsx', 'another test');
    write('apps/api/src/app.ts', 'export const app = 2;');
    write('README.md', '# Podium, edited');
    write('apps/web/dist/index.html', 'built');
    expect(hashBuildInputs(root, { PORT: '4000', DATA_DIR: '/tmp/x' })).toBe(before);
  });

  it('lists the repository-relative inputs, tests left out', () => {
    expect(listBuildInputs(root)).toEqual([
      'apps/web/index.html',
      'apps/web/src/main.tsx',
      'apps/web/vite.config.ts',
      'package-lock.json',
      'packages/contracts/src/limits.ts',
    ]);
  });
});

describe('buildDecision (npm start: build, compress again, or skip)', () => {
  const decide = (ifChanged = true) => {
    const inputsHash = hashBuildInputs(root, {});
    return buildDecision({ stamp: readBuildStamp(path.join(root, 'apps/web/dist')), inputsHash, brotliQuality: 5, ifChanged });
  };
  const writeBuild = (brotliQuality = 5) => {
    write('apps/web/dist/index.html', '<div id="root"></div>');
    write('apps/web/dist/.build-stamp.json', JSON.stringify({ inputsHash: hashBuildInputs(root, {}), brotliQuality }));
  };

  it('builds when there is no output, or an output without its stamp or its page', () => {
    expect(decide()).toBe('build');
    write('apps/web/dist/index.html', 'built by hand');
    expect(decide()).toBe('build');
    writeBuild();
    rmSync(path.join(root, 'apps/web/dist/index.html'));
    expect(decide()).toBe('build');
    write('apps/web/dist/index.html', 'built');
    write('apps/web/dist/.build-stamp.json', '{ cut short');
    expect(decide()).toBe('build');
  });

  it('skips when the inputs are unchanged, and builds once one changes', () => {
    writeBuild();
    expect(decide()).toBe('skip');
    write('apps/web/src/main.test.tsx', 'a test edited');
    expect(decide()).toBe('skip');
    write('apps/web/src/main.tsx', 'export const main = 2;');
    expect(decide()).toBe('build');
    writeBuild();
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(decide()).toBe('build');
  });

  it('compresses again when the output was compressed weaker than asked; npm run build always builds', () => {
    writeBuild(5);
    const inputsHash = hashBuildInputs(root, {});
    const stamp = readBuildStamp(path.join(root, 'apps/web/dist'));
    expect(buildDecision({ stamp, inputsHash, brotliQuality: 11, ifChanged: true })).toBe('compress');
    writeBuild(11);
    expect(decide()).toBe('skip');
    expect(decide(false)).toBe('build');
  });
});
