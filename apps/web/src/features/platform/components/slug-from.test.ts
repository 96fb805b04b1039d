import { describe, expect, it } from 'vitest';
import { tenantSlugSchema } from '@podium/contracts/platform/platform-tenants';
import { slugFrom } from './create-tenant-form';

describe('the slug suggested from a company name', () => {
  it.each([
    ['Initech Ltd.', 'initech-ltd'],
    ['  --Ünïcode & Co--  ', 'unicode-co'],
    ['ACME 2026 Games', 'acme-2026-games'],
  ])('%s → %s, which the API accepts', (name, slug) => {
    expect(slugFrom(name)).toBe(slug);
    expect(tenantSlugSchema.safeParse(slugFrom(name)).success).toBe(true);
  });

  it('stays within the 40 characters a slug may have, on a long name of separators', () => {
    expect(slugFrom(`${'-'.repeat(10_000)}x`)).toBe('x');
    expect(slugFrom('word '.repeat(100)).length).toBeLessThanOrEqual(40);
  });
});
