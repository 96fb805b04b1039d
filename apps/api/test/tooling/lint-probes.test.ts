import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Issue 35's lint probes: the boundaries are enforced by the repo's own ESLint config, not hoped
// for. Each probe lints one deliberate violation at a real path with that config and expects the
// rule to refuse it, and lints one allowed case beside it so the rule is shown not to be over-broad.
const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

async function findings(code: string, filePath: string, linter = eslint) {
  const [result] = await linter.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages;
}

async function ruleIdsFor(code: string, filePath: string, linter = eslint): Promise<string[]> {
  return (await findings(code, filePath, linter)).map((message) => message.ruleId ?? message.message);
}

const TIMEOUT = 120_000;

describe('lint probes (eslint.config.js)', () => {
  it(
    'refuses Drizzle in a service, and accepts it in a repository and as a type-only import',
    async () => {
      const code = "import { eq } from 'drizzle-orm';\nexport const probe = eq;\n";
      expect(await ruleIdsFor(code, 'apps/api/src/features/kiosk/kiosk.service.ts')).toContain('no-restricted-imports');
      expect(await ruleIdsFor(code, 'apps/api/src/features/kiosk/kiosk.repository.ts')).not.toContain('no-restricted-imports');
      const typeOnly = "import type { SQL } from 'drizzle-orm';\nexport type Probe = SQL;\n";
      expect(await ruleIdsFor(typeOnly, 'apps/api/src/features/kiosk/kiosk.service.ts')).not.toContain('no-restricted-imports');
    },
    TIMEOUT,
  );

  it(
    'refuses the schema in a route file, and accepts it in the db folder (seeds) and in a test',
    async () => {
      const code = "import { users } from '../../db/schema/index';\nexport const probe = users;\n";
      expect(await ruleIdsFor(code, 'apps/api/src/features/kiosk/kiosk.routes.ts')).toContain('no-restricted-imports');
      expect(await ruleIdsFor(code, 'apps/api/src/features/kiosk/kiosk.routes.test.ts')).not.toContain('no-restricted-imports');
      expect(await ruleIdsFor(code.replace('../../db/', '../'), 'apps/api/src/db/seed/probe.ts')).not.toContain('no-restricted-imports');
    },
    TIMEOUT,
  );

  it(
    'refuses Drizzle in platform code outside the audit log and repositories, and accepts it in both',
    async () => {
      const code = "import { sql } from 'drizzle-orm';\nexport const probe = sql;\n";
      expect(await ruleIdsFor(code, 'apps/api/src/platform/rate-limit/rate-limiter.ts')).toContain('no-restricted-imports');
      expect(await ruleIdsFor(code, 'apps/api/src/http/staff-scope/probe.ts')).toContain('no-restricted-imports');
      expect(await ruleIdsFor(code, 'apps/api/src/platform/audit/write-audit-entry.ts')).not.toContain('no-restricted-imports');
      expect(await ruleIdsFor(code, 'apps/api/src/platform/rate-limit/rate-limit-hits.repository.ts')).not.toContain(
        'no-restricted-imports',
      );
    },
    TIMEOUT,
  );

  it(
    'refuses a file inside a closed API feature from another feature, and accepts its index',
    async () => {
      const inside = "import { listUserCoupons } from '../coupons/coupons.repository';\nexport const probe = listUserCoupons;\n";
      expect(await ruleIdsFor(inside, 'apps/api/src/features/registrations/probe.ts')).toContain('no-restricted-imports');
      const throughIndex = "import { listUserCoupons } from '../coupons';\nexport const probe = listUserCoupons;\n";
      expect(await ruleIdsFor(throughIndex, 'apps/api/src/features/registrations/probe.ts')).not.toContain('no-restricted-imports');
      // Inside the feature its own files are open (its repository too).
      expect(await ruleIdsFor(inside.replace('../coupons/', './'), 'apps/api/src/features/coupons/probe.ts')).not.toContain(
        'no-restricted-imports',
      );
      // A repository may not reach inside another feature either.
      expect(await ruleIdsFor(inside, 'apps/api/src/features/registrations/probe.repository.ts')).toContain('no-restricted-imports');
    },
    TIMEOUT,
  );

  it(
    'refuses a web feature reaching inside another closed one, and accepts its index',
    async () => {
      const inside = "import { staffKeys } from '../../staff/api/query-keys';\nexport const probe = staffKeys;\n";
      expect(await ruleIdsFor(inside, 'apps/web/src/features/admin/api/probe.ts')).toContain('no-restricted-imports');
      const throughIndex = "import { staffKeys } from '../../staff';\nexport const probe = staffKeys;\n";
      expect(await ruleIdsFor(throughIndex, 'apps/web/src/features/admin/api/probe.ts')).not.toContain('no-restricted-imports');
      // Its own files are open to the feature itself, and the routes in app/ may name a feature's page.
      expect(
        await ruleIdsFor(inside.replace('../../staff/api/', '../api/'), 'apps/web/src/features/staff/components/probe.ts'),
      ).not.toContain('no-restricted-imports');
      expect(await ruleIdsFor(inside.replace('../../staff/', '../../features/staff/'), 'apps/web/src/app/routes/probe.ts')).not.toContain(
        'no-restricted-imports',
      );
    },
    TIMEOUT,
  );

  it(
    'refuses server code in the web app (shared code and features), and accepts the contracts',
    async () => {
      const code = "import { buildApp } from '../../../api/src/app';\nexport const probe = buildApp;\n";
      expect(await ruleIdsFor(code, 'apps/web/src/lib/probe.ts')).toContain('no-restricted-imports');
      const fromFeature = "import { buildApp } from '../../../../api/src/app';\nexport const probe = buildApp;\n";
      expect(await ruleIdsFor(fromFeature, 'apps/web/src/features/admin/api/probe.ts')).toContain('no-restricted-imports');
      const contracts = "import { errorCodeSchema } from '@podium/contracts/errors/error-codes';\nexport const probe = errorCodeSchema;\n";
      expect(await ruleIdsFor(contracts, 'apps/web/src/lib/probe.ts')).not.toContain('no-restricted-imports');
    },
    TIMEOUT,
  );

  it(
    'refuses server code in the contracts, and accepts Zod',
    async () => {
      const code = "import { buildApp } from '../../../apps/api/src/app';\nexport const probe = buildApp;\n";
      expect(await ruleIdsFor(code, 'packages/contracts/src/probe.ts')).toContain('no-restricted-imports');
      const zod = "import { z } from 'zod';\nexport const probe = z.string();\n";
      expect(await ruleIdsFor(zod, 'packages/contracts/src/probe.ts')).not.toContain('no-restricted-imports');
    },
    TIMEOUT,
  );

  it(
    'refuses a feature import from shared web code (lib, components), and accepts other shared code',
    async () => {
      const code = "import { staffKeys } from '../features/staff';\nexport const probe = staffKeys;\n";
      expect(await ruleIdsFor(code, 'apps/web/src/lib/probe.ts')).toContain('no-restricted-imports');
      expect(await ruleIdsFor(code.replace('../features', '../../features'), 'apps/web/src/components/ui/probe.ts')).toContain(
        'no-restricted-imports',
      );
      const shared = "import { plural } from '../../lib/plural';\nexport const probe = plural;\n";
      expect(await ruleIdsFor(shared, 'apps/web/src/components/ui/probe.ts')).not.toContain('no-restricted-imports');
    },
    TIMEOUT,
  );

  // platform, http and db sit below the features: a value import of one is refused, a type is not.
  for (const [folder, from] of [
    ['apps/api/src/platform/probe.ts', '../features/users'],
    ['apps/api/src/http/probe.ts', '../features/users'],
    ['apps/api/src/db/probe.ts', '../features/users'],
  ] as const) {
    it(
      `refuses a feature imported by ${path.dirname(folder)}, and accepts a type from one`,
      async () => {
        const value = `import { findUserById } from '${from}';\nexport const probe = findUserById;\n`;
        expect(await ruleIdsFor(value, folder)).toContain('no-restricted-imports');
        const typeOnly = `import type { UserRow } from '${from}';\nexport type Probe = UserRow;\n`;
        expect(await ruleIdsFor(typeOnly, folder)).not.toContain('no-restricted-imports');
      },
      TIMEOUT,
    );
  }

  it(
    'lets the demo seed import the tournaments index, and nothing else of the features',
    async () => {
      const seed = 'apps/api/src/db/seed/demo-tournaments.ts';
      const tournaments = "import { DrawService } from '../../features/tournaments';\nexport const probe = DrawService;\n";
      expect(await ruleIdsFor(tournaments, seed)).not.toContain('no-restricted-imports');
      const users = "import { findUserById } from '../../features/users';\nexport const probe = findUserById;\n";
      expect(await ruleIdsFor(users, seed)).toContain('no-restricted-imports');
      const inside = "import { DrawService } from '../../features/tournaments/draw.service';\nexport const probe = DrawService;\n";
      expect(await ruleIdsFor(inside, seed)).toContain('no-restricted-imports');
    },
    TIMEOUT,
  );

  it(
    'refuses process.env outside the config module, and accepts it there',
    async () => {
      const code = 'export const port = process.env.PORT;\n';
      expect(await ruleIdsFor(code, 'apps/api/src/features/kiosk/kiosk.service.ts')).toContain('no-restricted-properties');
      expect(await ruleIdsFor(code, 'apps/api/src/config/config.ts')).not.toContain('no-restricted-properties');
    },
    TIMEOUT,
  );

  it(
    'refuses a raw <button> in a web feature (rule turned on), and accepts the kit and raw controls outside features',
    async () => {
      const raw = 'export const Probe = () => <button type="button">Save</button>;\n';
      const refused = await findings(raw, 'apps/web/src/features/admin/components/probe.tsx');
      expect(refused.map((message) => message.ruleId)).toContain('no-restricted-syntax');
      // The rule's own selector and message come from eslint.config.js (the override only sets its severity).
      expect(refused.find((message) => message.ruleId === 'no-restricted-syntax')!.message).toContain('apps/web/src/components/ui');
      for (const control of ['<input />', '<select />', '<textarea />']) {
        const code = `export const Probe = () => ${control};\n`;
        expect(await ruleIdsFor(code, 'apps/web/src/features/admin/components/probe.tsx')).toContain('no-restricted-syntax');
      }
      const kit = "import { Button } from '../../../components/ui/button';\nexport const Probe = () => <Button>Save</Button>;\n";
      expect(await ruleIdsFor(kit, 'apps/web/src/features/admin/components/probe.tsx')).not.toContain('no-restricted-syntax');
      // The kit itself draws the raw element, and a feature's test may render one.
      expect(await ruleIdsFor(raw, 'apps/web/src/components/ui/probe.tsx')).not.toContain('no-restricted-syntax');
      expect(await ruleIdsFor(raw, 'apps/web/src/features/admin/components/probe.test.tsx')).not.toContain('no-restricted-syntax');
    },
    TIMEOUT,
  );
});
