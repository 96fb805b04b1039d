import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashBuildInputs, listBuildInputs } from '../../../web/scripts/build-inputs.mjs';

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
