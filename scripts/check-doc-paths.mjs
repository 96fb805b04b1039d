#!/usr/bin/env node
// Docs that cannot drift (issues 30 and 35): every file path that README.md and docs/*.md name in
// backticks must exist. A path may be written whole (`apps/api/src/app.ts`) or by its tail
// (`features/payments/place-ledger.ts`, `api/features/...` for apps/api/src/features/...): a tail
// counts when some file of the tree ends with it. Built output (dist) and paths with wildcards or
// placeholders are not checked.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git', 'dist', 'data', '.test-output', 'coverage']);
const FILE_PATH_IN_BACKTICKS = /`([^`\s]+\.(?:ts|tsx|mjs|js|md|json|sql|css|sh|yml|yaml))`/g;
/** Short prefixes the docs use for the three source roots. */
const SOURCE_ROOT_PREFIXES = /^(?:api|web|contracts)\//;

function listFiles(root, directory = '') {
  const files = [];
  for (const entry of readdirSync(path.join(root, directory), { withFileTypes: true })) {
    if (SKIPPED_DIRECTORIES.has(entry.name)) continue;
    const relative = directory ? `${directory}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listFiles(root, relative));
    else files.push(relative);
  }
  return files;
}

/** The docs checked: README.md and every Markdown file in docs/. */
function listDocs(root) {
  const docs = readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md'));
  return ['README.md', ...docs.map((name) => `docs/${name}`)];
}

/**
 * Every backticked path in the docs that names no file of the tree.
 * @returns {{ doc: string, line: number, path: string }[]}
 */
export function findMissingDocPaths(root) {
  const files = listFiles(root);
  const exists = (written) => {
    const tail = written.replace(SOURCE_ROOT_PREFIXES, '');
    return files.some((file) => file === written || file.endsWith(`/${written}`) || file.endsWith(`/${tail}`));
  };
  const missing = [];
  for (const doc of listDocs(root)) {
    const lines = readFileSync(path.join(root, doc), 'utf8').split('\n');
    lines.forEach((text, index) => {
      for (const match of text.matchAll(FILE_PATH_IN_BACKTICKS)) {
        const written = match[1].replace(/^\.\//, '');
        const isChecked =
          written.includes('/') &&
          !written.startsWith('/') &&
          !written.startsWith('../') &&
          !/^[a-z]+:/.test(written) &&
          !/[*{}<>$]/.test(written) &&
          !written.split('/').includes('dist');
        if (isChecked && !exists(written)) missing.push({ doc, line: index + 1, path: written });
      }
    });
  }
  return missing;
}

if (import.meta.filename === process.argv[1]) {
  const root = path.resolve(import.meta.dirname, '..');
  const missing = findMissingDocPaths(root);
  for (const { doc, line, path: written } of missing) console.error(`${doc}:${line}: \`${written}\` names no file`);
  if (missing.length) process.exit(1);
  console.log('Every path the docs name exists.');
}
