import { describe, expect, it } from 'vitest';
import { fixedPageTitle, pageTitle } from './page-titles';

describe('page titles', () => {
  it('names the page, then the site, then Podium once', () => {
    expect(pageTitle('Fixtures', 'Corporate Olympics 2026')).toBe('Fixtures · Corporate Olympics 2026 · Podium');
    expect(fixedPageTitle('/my-coupons', 'Podium Corporate Games')).toBe('My Coupons · Podium Corporate Games');
    expect(fixedPageTitle('/Login', 'Acme Games')).toBe('Sign in · Acme Games · Podium');
    expect(fixedPageTitle('/admin/audit', 'Acme Games')).toBe('Admin console · Acme Games · Podium');
    expect(fixedPageTitle('/bengaluru-corporate-olympics-2026', 'Acme Games')).toBeUndefined();
  });
});
