import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Issue 18: the boundaries are enforced by the repo's own ESLint config, not hoped for. Each case
// lints a deliberate violation at a real path with that config and expects the rule to name it.
const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('lint boundaries (eslint.config.js)', () => {
  it('refuses process.env outside the config module', async () => {
    const code = 'export const port = process.env.PORT;\n';
    expect(await ruleIdsFor(code, 'apps/api/src/features/kiosk/kiosk.service.ts')).toContain('no-restricted-properties');
    expect(await ruleIdsFor(code, 'apps/api/src/config/config.ts')).not.toContain('no-restricted-properties');
  }, 60_000);

  it('refuses server code in the web app', async () => {
    const code = "import { buildApp } from '../../../api/src/app';\nexport const probe = buildApp;\n";
    expect(await ruleIdsFor(code, 'apps/web/src/lib/probe.ts')).toContain('no-restricted-imports');
  }, 60_000);

  it('refuses a file inside a closed feature (one with an index.ts) from another feature, and accepts its index', async () => {
    const inside = "import { listUserCoupons } from '../coupons/coupons.repository';\nexport const probe = listUserCoupons;\n";
    expect(await ruleIdsFor(inside, 'apps/api/src/features/registrations/probe.ts')).toContain('no-restricted-imports');
    const throughIndex = "import { listUserCoupons } from '../coupons';\nexport const probe = listUserCoupons;\n";
    expect(await ruleIdsFor(throughIndex, 'apps/api/src/features/registrations/probe.ts')).not.toContain('no-restricted-imports');
    // Inside the feature its own files are open.
    expect(await ruleIdsFor(inside.replace('../coupons/', './'), 'apps/api/src/features/coupons/probe.ts')).not.toContain(
      'no-restricted-imports',
    );
  }, 60_000);

  it('refuses a web feature reaching inside another (one with an index.ts), and accepts its index', async () => {
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
    // The per-feature blocks still refuse server code.
    const server = "import { buildApp } from '../../../../api/src/app';\nexport const probe = buildApp;\n";
    expect(await ruleIdsFor(server, 'apps/web/src/features/admin/api/probe.ts')).toContain('no-restricted-imports');
  }, 60_000);

  it('refuses a feature import from shared web code (lib, components)', async () => {
    const code = "import { staffKeys } from '../features/staff';\nexport const probe = staffKeys;\n";
    expect(await ruleIdsFor(code, 'apps/web/src/lib/probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIdsFor(code.replace('../features', '../../features'), 'apps/web/src/components/ui/probe.ts')).toContain(
      'no-restricted-imports',
    );
  }, 60_000);
});
