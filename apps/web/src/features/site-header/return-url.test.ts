// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { storeReturnUrl } from './return-url';

describe('storeReturnUrl', () => {
  beforeEach(() => localStorage.clear());

  it('stores the path and query as returnUrl', () => {
    storeReturnUrl('/event-calendar', '?city=Pune');
    expect(localStorage.getItem('returnUrl')).toBe('/event-calendar?city=Pune');
  });

  it('keeps the earlier return URL when pressed on the login page itself', () => {
    storeReturnUrl('/about', '');
    storeReturnUrl('/Login', '?redirect=%2F');
    expect(localStorage.getItem('returnUrl')).toBe('/about');
  });
});
