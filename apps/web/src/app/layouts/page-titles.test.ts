import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../lib/page-title';
import { fixedPageTitle } from './page-titles';

describe('page titles', () => {
  it('names the page, then the site, then Podium once', () => {
    expect(pageTitle('Fixtures', 'Corporate Olympics 2026')).toBe('Fixtures · Corporate Olympics 2026 · Podium');
    expect(fixedPageTitle('/my-coupons', 'Podium Corporate Games')).toBe('My Coupons · Podium Corporate Games');
    expect(fixedPageTitle('/Login', 'Acme Games')).toBe('Sign in · Acme Games · Podium');
    expect(fixedPageTitle('/admin/audit', 'Acme Games')).toBe('Admin console · Acme Games · Podium');
    expect(fixedPageTitle('/bengaluru-corporate-olympics-2026', 'Acme Games')).toBeUndefined();
  });

  it('names each admin tab, the blog list, and leaves a post to name itself (issue 17)', () => {
    expect(fixedPageTitle('/admin/users', 'Acme Games')).toBe('Users · Admin console · Acme Games · Podium');
    expect(fixedPageTitle('/admin', 'Acme Games')).toBe('Events · Admin console · Acme Games · Podium');
    expect(fixedPageTitle('/blogs', 'Acme Games')).toBe('Blogs · Acme Games · Podium');
    expect(fixedPageTitle('/blogs/a-great-day', 'Acme Games')).toBeUndefined();
  });
});
