import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-app';

/**
 * Class guard for ReDoS (issue 12, finding 1): every regular expression the code can run on input
 * is proved safe by a ReDoS checker (recheck: automaton analysis, then fuzzing; it runs offline).
 * The expressions come from two places, so a new one is checked without touching this file:
 * - the sources of contracts, api and web: every regex literal and every `new RegExp('…')`;
 * - the OpenAPI document the app serves: every `pattern`, which includes the patterns Zod's own
 *   formats (z.email(), z.iso.datetime(), …) put on request fields.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCE_DIRECTORIES = ['packages/contracts/src', 'apps/api/src', 'apps/web/src'];

interface FoundRegex {
  where: string;
  source: string;
  flags: string;
}

/** `new RegExp(variable)`: places whose pattern is not a constant. */
const builtAtRunTime: string[] = [];

/** The shipped sources of a folder (tests and their kits run no input from outside). */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(d|test|spec)\.tsx?$|test-(kit|fixtures)/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The regex literals and constant `new RegExp(...)` / `RegExp(...)` arguments of one file. */
function regexesIn(file: string): FoundRegex[] {
  const text = readFileSync(file, 'utf8');
  const sourceFile = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: FoundRegex[] = [];
  const where = (node: ts.Node) => `${path.relative(root, file)}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const literal = node.text;
      const end = literal.lastIndexOf('/');
      found.push({ where: where(node), source: literal.slice(1, end), flags: literal.slice(end + 1) });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [pattern, flags] = node.arguments ?? [];
      // A pattern built at run time is a finding of its own: the checker cannot see it.
      if (!pattern || !ts.isStringLiteralLike(pattern)) builtAtRunTime.push(where(node));
      else found.push({ where: where(node), source: pattern.text, flags: flags && ts.isStringLiteralLike(flags) ? flags.text : '' });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function patternsIn(value: unknown, at: string, found: FoundRegex[]): FoundRegex[] {
  if (Array.isArray(value)) value.forEach((item, index) => patternsIn(item, `${at}/${index}`, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'pattern' && typeof child === 'string') found.push({ where: `openapi ${at}`, source: child, flags: 'u' });
      else patternsIn(child, `${at}/${key}`, found);
    }
  }
  return found;
}

const harness = await createTestApp();
afterAll(() => harness.close());

const fromSources = SOURCE_DIRECTORIES.flatMap((directory) => sourceFiles(path.join(root, directory))).flatMap(regexesIn);
const openApi: unknown = (await harness.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
const fromOpenApi = patternsIn(openApi, '', []);

/** One check per distinct pattern, naming every place it occurs. */
const distinct = new Map<string, FoundRegex & { places: string[] }>();
for (const regex of [...fromSources, ...fromOpenApi]) {
  const key = `/${regex.source}/${regex.flags}`;
  const seen = distinct.get(key);
  if (seen) seen.places.push(regex.where);
  else distinct.set(key, { ...regex, places: [regex.where] });
}

describe('every regular expression of contracts, api and web', () => {
  it('finds the expressions to check (the walk works)', () => {
    expect(fromSources.length).toBeGreaterThan(40);
    expect(fromSources.some((regex) => regex.where.startsWith('apps/web/src'))).toBe(true);
    expect(fromOpenApi.length).toBeGreaterThan(0);
  });

  it('builds no regular expression from a pattern known only at run time', () => {
    expect(builtAtRunTime).toEqual([]);
  });

  it('the checker tells the old email pattern apart from the new one', () => {
    expect(checkSync('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', '').status).toBe('vulnerable');
    expect(checkSync('^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$', '').status).toBe('safe');
  });

  it.each([...distinct.values()].map((regex) => [`/${regex.source}/${regex.flags}`, regex] as const))(
    '%s cannot backtrack catastrophically',
    (_name, regex) => {
      // The budget is generous: 10 s ran out on a CI machine at load 16 ('unknown'), not on the regex.
      const diagnostics = checkSync(regex.source, regex.flags.replace(/[gy]/g, ''), { timeout: 60_000 });
      const attack = diagnostics.status === 'vulnerable' ? ` (${diagnostics.complexity.type}, attack ${diagnostics.attack.pattern})` : '';
      expect(diagnostics.status, `${regex.places.join(', ')}${attack}`).toBe('safe');
    },
    120_000,
  );
});
