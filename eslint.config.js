import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';

// API features that expose an index.ts are closed: other features import that index, never a file inside.
const apiFeaturesDir = new URL('./apps/api/src/features/', import.meta.url);
const closedApiFeatures = readdirSync(apiFeaturesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/index.ts`, apiFeaturesDir)))
  .map((entry) => entry.name);

// The same for the web app's features (issue 18): one with an index.ts is open only through it.
const webFeaturesDir = new URL('./apps/web/src/features/', import.meta.url);
const webFeatures = readdirSync(webFeaturesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const closedWebFeatures = webFeatures.filter((feature) => existsSync(new URL(`${feature}/index.ts`, webFeaturesDir)));

const serverCodeImports = {
  group: ['**/apps/api/**', '**/api/src/**', '@podium/api*'],
  message: 'The web app and contracts never import server code.',
};
const insideWebFeature = (feature) => ({
  group: [`**/features/${feature}/*`, `../${feature}/*`, `../../${feature}/*`, `../../../${feature}/*`],
  message: `Import the ${feature} feature through its index ('.../features/${feature}'), not a file inside it.`,
});

// SQL lives in repositories (issue 35): only they, apps/api/src/db (schema, joins, seeds), the
// audit log (platform/audit) and tests import values from Drizzle or the schema; scripts, bench and
// apps/api/test are outside the zone. A type-only import (a row type) runs no query and stays allowed.
const sqlImports = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
  allowTypeImports: true,
  message: 'SQL lives in a repository (*.repository.ts): move the query there and call it from here.',
};
// platform, http and db serve the features and never import one (issue 35); types are fine.
const featureImports = {
  group: ['**/features', '**/features/**'],
  allowTypeImports: true,
  message: 'platform, http and db never import a feature: move what both need into platform or http.',
};
const apiFeatureBoundaries = closedApiFeatures.map((feature) => ({
  // Route plugins are composed by the console plugins (admin.routes.ts, staff.routes.ts).
  group: [`**/features/${feature}/*`, `../${feature}/*`, `../../${feature}/*`, `../../../${feature}/*`, '!**/*.routes'],
  message: `Import the ${feature} feature through its index ('.../features/${feature}'), not a file inside it.`,
}));
// The kit every screen draws its controls with (apps/web/src/components/ui).
const rawControls = {
  selector: 'JSXOpeningElement[name.name=/^(button|input|select|textarea)$/]',
  message:
    'Draw controls with the UI kit (apps/web/src/components/ui: Button, TextInput, TextArea, NativeSelect, Select, Checkbox, Radio, FileInput, PinInput, EventSelect), not a raw element.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.test-output/**', '**/migrations/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The web app must never pull in server code; contracts depend on Zod alone.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [serverCodeImports],
        },
      ],
    },
  },
  {
    // Shared code (lib, components) serves the features and never reaches into one.
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverCodeImports,
            {
              group: ['**/features/**'],
              message: 'Shared web code (lib, components) does not import a feature; move what both need into lib.',
            },
          ],
        },
      ],
    },
  },
  // A web feature reaches another closed feature only through its index.ts. The routes in app/ are
  // the composition root and may name a feature's page. One block per feature, so its own files stay open.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [serverCodeImports, ...closedWebFeatures.filter((other) => other !== feature).map(insideWebFeature)] },
      ],
    },
  })),
  {
    // The environment is read in one place: apps/api/src/config validates it once at start-up.
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    ignores: ['apps/api/src/config/**', 'apps/api/src/main.ts', '**/*.test.ts', '**/*.test.tsx', '**/*.testing.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through apps/api/src/config (validated once at start-up), not process.env.',
        },
      ],
    },
  },
  {
    // A closed feature's files are its own: others go through its index.ts (issue 18). The app's
    // composition root (app.ts and its plugins in server/) registers routes and may name a routes
    // file; tests may reach a feature's test fixtures. Outside repositories, no Drizzle and no schema
    // values (issue 35). (One block for both: a later no-restricted-imports block replaces an earlier one's patterns.)
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/app.ts', 'apps/api/src/server/**', '**/*.test.ts', '**/*.testing.ts', '**/*test-fixtures*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...apiFeatureBoundaries, sqlImports] }],
    },
  },
  {
    // The composition root keeps the SQL rule (it may name any feature's routes).
    files: ['apps/api/src/app.ts', 'apps/api/src/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [sqlImports] }],
    },
  },
  {
    // Where SQL belongs: repositories (features stay closed to them all the same).
    files: ['apps/api/src/**/*.repository.ts'],
    ignores: ['**/*.test.ts', '**/*.testing.ts', '**/*test-fixtures*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: apiFeatureBoundaries }],
    },
  },
  {
    // platform, http and db are below the features and never import one (types excepted). Their SQL
    // sits in repositories too (rate limits, staff scope), except the db folder itself.
    files: ['apps/api/src/platform/**/*.ts', 'apps/api/src/http/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.testing.ts', '**/*test-fixtures*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [featureImports, sqlImports] }],
    },
  },
  {
    // The audit log is written by hand in one place (writeAuditEntry), and repositories are where SQL belongs.
    files: [
      'apps/api/src/platform/audit/**/*.ts',
      'apps/api/src/platform/**/*.repository.ts',
      'apps/api/src/http/**/*.repository.ts',
      'apps/api/src/db/**/*.ts',
    ],
    ignores: ['**/*.test.ts', '**/*.testing.ts', '**/*test-fixtures*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [featureImports] }],
    },
  },
  {
    // The demo seed builds its tournaments by running the real draw, schedule, score and timed-events
    // services (so the demo data obeys every rule the app enforces); copying them below the features
    // would duplicate the tournament engine. It may import the tournaments index, and nothing else of
    // the features.
    files: ['apps/api/src/db/seed/demo-tournaments.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Any path into features/ except the tournaments index itself.
              regex: '(^|/)features(/(?!tournaments$).*)?$',
              allowTypeImports: true,
              message: featureImports.message,
            },
          ],
        },
      ],
    },
  },
  {
    // Raw <button>, <input>, <select> and <textarea> in web features: the UI kit draws them.
    // On since the codemod landed (issue 35: 334 raw controls → 0); apps/api/test/tooling/lint-probes.test.ts
    // shows it refusing each of the four.
    files: ['apps/web/src/features/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', rawControls],
    },
  },
);
