import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
/** The "Where things live" table: the section from its heading to the next one. */
const table = doc.slice(doc.indexOf('## Where things live'), doc.indexOf('\n## ', doc.indexOf('## Where things live') + 1));
const named = [...table.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);

const foldersOf = (relative: string) =>
  readdirSync(path.join(root, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${relative}/${entry.name}`);

describe("docs/architecture.md's table of where things live (issue 35: docs that cannot drift)", () => {
  it('is there', () => {
    expect(table.length).toBeGreaterThan(1000);
  });

  it('names only folders and files that exist', () => {
    const paths = named.filter((written) => written.startsWith('apps/') || written.startsWith('packages/'));
    expect(paths.length).toBeGreaterThan(20);
    // A wildcard names the folder it is in (`apps/api/src/db/schema/*.ts`).
    const missing = paths.map((written) => written.split('*')[0]!).filter((written) => !existsSync(path.join(root, written)));
    expect(missing).toEqual([]);
  });

  it('gives every home of shared server code a row: each folder of platform, http and server is named', () => {
    const homes = [...foldersOf('apps/api/src/platform'), ...foldersOf('apps/api/src/http'), 'apps/api/src/server'];
    const unnamed = homes.filter((home) => {
      const short = home.replace('apps/api/src/', '');
      const leaf = path.basename(home);
      return !table.includes(home) && !table.includes(short) && !named.some((written) => written === leaf);
    });
    expect(unnamed).toEqual([]);
  });
});
