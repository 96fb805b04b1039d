// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { readCookie } from '../cookies';
import { clearStateOnTenantChange } from './tenant-change';

/** Every key spec section 4 says a tenant change clears. */
const CLEARED_LOCAL_KEYS = ['selectedCity', 'cityId', 'adsPermanentlyClosed', 'adIndex', 'lastSeenCouponCount'];
const CLEARED_SESSION_KEYS = ['mfaData', 'selectedSport', 'selectedEventId'];
/** Auth data and other keys that must survive. */
const KEPT_LOCAL_KEYS = ['token', 'authenticated', 'user', 'returnUrl', 'mfaEnabled'];

function fillStorage() {
  for (const key of [...CLEARED_LOCAL_KEYS, ...KEPT_LOCAL_KEYS]) localStorage.setItem(key, `value-of-${key}`);
  for (const key of CLEARED_SESSION_KEYS) sessionStorage.setItem(key, `value-of-${key}`);
  sessionStorage.setItem('somethingElse', 'kept');
  document.cookie = 'city=Pune; path=/';
  document.cookie = 'cityId=3; path=/';
  document.cookie = 'token=session-token; path=/';
}

describe('clearStateOnTenantChange', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    for (const name of ['city', 'cityId', 'token']) document.cookie = `${name}=; path=/; max-age=0`;
  });

  it('clears exactly the listed keys and the city cookies when the tenant differs, keeping auth', () => {
    localStorage.setItem('lastTenant', 'acme');
    fillStorage();

    expect(clearStateOnTenantChange('globex')).toBe(true);

    for (const key of CLEARED_LOCAL_KEYS) expect(localStorage.getItem(key), key).toBeNull();
    for (const key of CLEARED_SESSION_KEYS) expect(sessionStorage.getItem(key), key).toBeNull();
    for (const key of KEPT_LOCAL_KEYS) expect(localStorage.getItem(key), key).toBe(`value-of-${key}`);
    expect(sessionStorage.getItem('somethingElse')).toBe('kept');
    expect(readCookie('city')).toBeUndefined();
    expect(readCookie('cityId')).toBeUndefined();
    expect(readCookie('token')).toBe('session-token');
    expect(localStorage.getItem('lastTenant')).toBe('globex');
  });

  it('keeps everything when the tenant is the same as last time', () => {
    localStorage.setItem('lastTenant', 'acme');
    fillStorage();

    expect(clearStateOnTenantChange('acme')).toBe(false);

    for (const key of [...CLEARED_LOCAL_KEYS, ...KEPT_LOCAL_KEYS]) expect(localStorage.getItem(key), key).toBe(`value-of-${key}`);
    for (const key of CLEARED_SESSION_KEYS) expect(sessionStorage.getItem(key), key).toBe(`value-of-${key}`);
    expect(readCookie('city')).toBe('Pune');
  });

  it('on the first visit only remembers the tenant', () => {
    fillStorage();

    expect(clearStateOnTenantChange('acme')).toBe(false);

    expect(localStorage.getItem('lastTenant')).toBe('acme');
    expect(localStorage.getItem('selectedCity')).toBe('value-of-selectedCity');
    expect(readCookie('cityId')).toBe('3');
  });
});
