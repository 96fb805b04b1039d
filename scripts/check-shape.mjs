#!/usr/bin/env node
// `npm run check:shape` (issue 35): counts what the house shape forbids and fails when a count
// grows past scripts/shape-baseline.json, so the tree can only move towards the shape:
// - SQL outside repositories: API feature files, other than `*.repository.ts`, tests and seeds,
//   that import values from `drizzle-orm` or the Drizzle schema (a type-only import of a row type
//   runs no query and is left out);
// - raw controls in web features: `<button>`, `<input>`, `<select>`, `<textarea>` JSX written in
//   `apps/web/src/features/**` instead of the UI kit;
// - feature loops: features (API and web apart) that import each other round a loop;
// - deep imports: one feature importing another's file instead of its `index.ts`;
// - features without an `index.ts`;
// - writes outside the table owner: API feature files (tests and seeds left out) that insert into,
//   update or delete from a table another feature owns (docs/architecture.md, "Who owns each table":
//   `users`, `teams`, `fixtures`, `placings`, the payment tables, `audit_log`), instead of calling
//   the owner's index (or platform/audit, which no feature owns);
// - components and hooks over 150 lines: a React component (a top-level function or const arrow
//   whose name starts with a capital and that is exported or drawn as JSX in its file) or hook
//   (`use[A-Z]…`) in `apps/web/src` whose own span, signature to closing brace, passes 150 lines.
//   Functions are counted, not files: three 100-line components in one file are fine.
// `--list` prints every file behind each count. `--update` writes the current counts as the baseline
// (do it when a count went down, in the commit that lowered it).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// SHAPE_ROOT: another tree to measure (the script's own test builds one with each kind of fault).
const root = process.env.SHAPE_ROOT ?? path.resolve(import.meta.dirname, '..');
const baselinePath = path.join(root, 'scripts/shape-baseline.json');
const isListing = process.argv.includes('--list');
const isUpdating = process.argv.includes('--update');

/** Every .ts/.tsx file under a folder, tests and declaration files left out. */
function sourceFiles(folder) {
  const found = [];
  const walk = (current) => {
    for (const entry of readdirSync(current)) {
      const full = path.join(current, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry) && !/\.(test|spec|testing|test-fixtures)\.tsx?$/.test(entry) && !entry.endsWith('.d.ts'))
        found.push(full);
    }
  };
  walk(folder);
  return found;
}

/** The module names a file imports or re-exports (static `from '...'` and `import('...')`). */
function importsOf(text) {
  const names = [];
  for (const match of text.matchAll(/\bfrom\s+'([^'\n]+)'|\bimport\(\s*'([^'\n]+)'\s*\)|^import\s+'([^'\n]+)'/gm))
    names.push(match[1] ?? match[2] ?? match[3]);
  return names;
}

const relative = (file) => path.relative(root, file);

/** The feature a path lies in (`features/<name>/…`), or undefined. */
function featureOf(featuresDir, file) {
  const inside = path.relative(featuresDir, file);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return undefined;
  const [name, ...rest] = inside.split(path.sep);
  return rest.length > 0 ? name : undefined;
}

/** Feature-level imports of one app: edges between features and the deep ones (not through index). */
function featureGraph(featuresDir) {
  const edges = new Map();
  const deepImports = [];
  for (const file of sourceFiles(featuresDir)) {
    const from = featureOf(featuresDir, file);
    for (const name of importsOf(readFileSync(file, 'utf8'))) {
      if (!name.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), name);
      const to = featureOf(featuresDir, target) ?? featureOf(featuresDir, path.join(target, 'index.ts'));
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
      const isIndex = target === path.join(featuresDir, to) || target === path.join(featuresDir, to, 'index');
      if (!isIndex) deepImports.push(`${relative(file)} → ${path.relative(featuresDir, target)}`);
    }
  }
  return { edges, deepImports };
}

/** Strongly connected components of more than one feature (Tarjan): each is a loop. */
function loopsOf(edges) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) loops.push(component.sort().join(' ↔ '));
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return loops;
}

const apiFeatures = path.join(root, 'apps/api/src/features');
const webFeatures = path.join(root, 'apps/web/src/features');
const schemaDir = path.join(root, 'apps/api/src/db/schema');

/** The modules a file imports values from (`import type { … }` left out: a row type is no query). */
function valueImportsOf(text) {
  const names = [];
  for (const match of text.matchAll(/^import\s+(type\s+)?[^;]*?\s+from\s+'([^'\n]+)'/gm)) if (!match[1]) names.push(match[2]);
  return names;
}

const sqlOutsideRepositories = sourceFiles(apiFeatures)
  .filter((file) => !file.endsWith('.repository.ts') && !/[\\/]seeds?[\\/]/.test(file))
  .filter((file) =>
    valueImportsOf(readFileSync(file, 'utf8')).some(
      (name) => name === 'drizzle-orm' || (name.startsWith('.') && path.resolve(path.dirname(file), name).startsWith(schemaDir)),
    ),
  )
  .map(relative);

/** Tables with one owner (docs/architecture.md): the Drizzle name, and the feature whose files may write it. */
const tableOwners = {
  users: 'users',
  teams: 'tournaments',
  fixtures: 'tournaments',
  placings: 'tournaments',
  ...Object.fromEntries(
    [
      'paymentOrders',
      'paymentOrderLines',
      'payments',
      'refunds',
      'categoryFees',
      'paymentWebhookEvents',
      'paymentDeferredEvents',
      'tenantPaymentSettings',
      'receiptCounters',
    ].map((table) => [table, 'payments']),
  ),
  // platform/audit writes it; no feature does.
  auditLog: undefined,
};

const writesOutsideOwner = sourceFiles(apiFeatures)
  .filter((file) => !/[\\/]seeds?[\\/]/.test(file))
  .flatMap((file) => {
    const feature = featureOf(apiFeatures, file);
    const tables = [...readFileSync(file, 'utf8').matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)]
      .map((match) => match[1])
      .filter((table) => Object.hasOwn(tableOwners, table) && tableOwners[table] !== feature);
    return tables.length > 0 ? [`${relative(file)}: ${[...new Set(tables)].join(', ')}`] : [];
  });

const rawControls = sourceFiles(webFeatures)
  .filter((file) => file.endsWith('.tsx'))
  .flatMap((file) => {
    const count = readFileSync(file, 'utf8').match(/<(?:button|input|select|textarea)[\s>/]/g)?.length ?? 0;
    return count > 0 ? [`${relative(file)}: ${count}`] : [];
  });
const rawControlCount = rawControls.reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);

const api = featureGraph(apiFeatures);
const web = featureGraph(webFeatures);
const featureLoops = [...loopsOf(api.edges).map((loop) => `api: ${loop}`), ...loopsOf(web.edges).map((loop) => `web: ${loop}`)];
const deepImports = [...api.deepImports, ...web.deepImports];
const withoutIndex = [apiFeatures, webFeatures].flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => statSync(path.join(dir, name)).isDirectory() && !existsSync(path.join(dir, name, 'index.ts')))
    .map((name) => relative(path.join(dir, name))),
);

const webSource = path.join(root, 'apps/web/src');
const longestAllowedLines = 150;

/** Components and hooks of one file that span more than the allowed lines, as `file: name (lines)`. */
function longComponentsAndHooks(file) {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (position) => source.getLineAndCharacterOfPosition(position).line;
  const found = [];
  for (const statement of source.statements) {
    const isExported = Boolean(statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword));
    const functions = [];
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) functions.push([statement.name.text, statement]);
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        // `memo(…)`, `forwardRef(…)` and the like wrap the function: measure the function inside.
        let value = declaration.initializer;
        while (value && ts.isCallExpression(value) && value.arguments.length > 0) value = value.arguments[0];
        if (ts.isIdentifier(declaration.name) && value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)))
          functions.push([declaration.name.text, value]);
      }
    for (const [name, node] of functions) {
      const isHook = /^use[A-Z0-9]/.test(name);
      const isComponent = /^[A-Z]/.test(name) && (isExported || new RegExp(`<${name}[\\s/>]`).test(text));
      if (!isHook && !isComponent) continue;
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1;
      if (lines > longestAllowedLines) found.push(`${relative(file)}: ${name} (${lines} lines)`);
    }
  }
  return found;
}

const longFunctions = existsSync(webSource) ? sourceFiles(webSource).flatMap(longComponentsAndHooks) : [];

const measured = {
  sqlOutsideRepositories: { count: sqlOutsideRepositories.length, items: sqlOutsideRepositories },
  writesOutsideTableOwner: { count: writesOutsideOwner.length, items: writesOutsideOwner },
  rawControlsInFeatures: { count: rawControlCount, items: rawControls },
  featureLoops: { count: featureLoops.length, items: featureLoops },
  deepImportsBetweenFeatures: { count: deepImports.length, items: deepImports },
  featuresWithoutIndex: { count: withoutIndex.length, items: withoutIndex },
  componentsAndHooksOver150Lines: { count: longFunctions.length, items: longFunctions },
};

const baseline = existsSync(baselinePath) ? JSON.parse(readFileSync(baselinePath, 'utf8')) : {};
let isWorse = false;
console.log('Shape of the tree (issue 35): count now / allowed (scripts/shape-baseline.json)');
for (const [name, { count, items }] of Object.entries(measured)) {
  const allowed = baseline[name] ?? 0;
  const verdict =
    count > allowed ? '  ← grew: fix the new ones (--list names them)' : count < allowed ? '  ↓ lower: run with --update' : '';
  if (count > allowed) isWorse = true;
  console.log(`  ${String(count).padStart(4)} / ${String(allowed).padEnd(4)} ${name}${verdict}`);
  if (isListing) for (const item of items) console.log(`         ${item}`);
}
if (isUpdating) {
  writeFileSync(
    baselinePath,
    `${JSON.stringify(Object.fromEntries(Object.entries(measured).map(([name, { count }]) => [name, count])), null, 2)}\n`,
  );
  console.log(`Baseline written to ${relative(baselinePath)}.`);
} else if (isWorse) {
  console.error(
    "\nThe shape got worse than its baseline: move the new SQL into a repository (a table's writes into its owner's), draw controls with the UI kit, import features through their index, break loops, and split long components and hooks into pieces.",
  );
  process.exit(1);
}
