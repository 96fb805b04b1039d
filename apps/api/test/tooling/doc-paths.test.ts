import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findMissingDocPaths } from '../../../../scripts/check-doc-paths.mjs';

// Issues 30 and 35: the docs name files that exist, so a reader who follows one finds it.
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

describe('paths named in README.md and docs/', () => {
  it('every backticked file path names a file of the tree', () => {
    expect(findMissingDocPaths(repoRoot)).toEqual([]);
  });

  describe('the check itself', () => {
    let root: string;
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('finds a moved file, and accepts whole paths, tails and the api/web/contracts shorthands', () => {
      root = mkdtempSync(path.join(os.tmpdir(), 'podium-doc-paths-'));
      write('apps/api/src/features/payments/place-ledger.ts', '');
      write('apps/web/src/lib/auth/use-auth.ts', '');
      write('README.md', 'See `apps/api/src/features/payments/place-ledger.ts` and `features/payments/place-ledger.ts`.\n');
      write(
        'docs/notes.md',
        [
          'Sign-in state: `web/lib/auth/use-auth.ts`.',
          'Moved away: `features/auth/hooks/use-auth.ts`.',
          'Not checked: `apps/web/dist/index.js`, `apps/*/src/**/*.ts`, `https://example.com/a.js`.',
        ].join('\n'),
      );
      expect(findMissingDocPaths(root)).toEqual([{ doc: 'docs/notes.md', line: 2, path: 'features/auth/hooks/use-auth.ts' }]);
    });
  });
});
