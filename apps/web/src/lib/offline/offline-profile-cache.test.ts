import { describe, expect, it } from 'vitest';
import { OFFLINE_PROFILE_MAX_AGE_SECONDS, offlineProfileCaching } from './offline-profile-cache';

describe("the service worker's offline profile (issue 28)", () => {
  it('keeps the profile and personal QR for 12 hours at most, then never serves them', () => {
    expect(OFFLINE_PROFILE_MAX_AGE_SECONDS).toBeLessThanOrEqual(12 * 60 * 60);
    expect(offlineProfileCaching.options.expiration.maxAgeSeconds).toBe(OFFLINE_PROFILE_MAX_AGE_SECONDS);
    expect(offlineProfileCaching.options.cacheName).toBe('podium-profile');
  });

  it('keeps only the profile answers of this site', () => {
    const keeps = (href: string, sameOrigin = true) => offlineProfileCaching.urlPattern({ url: new URL(href), sameOrigin });
    expect(keeps('https://acme.example/api/customer/profile')).toBe(true);
    expect(keeps('https://acme.example/api/customer/profile/details')).toBe(true);
    expect(keeps('https://acme.example/api/customer/profile', false)).toBe(false);
    expect(keeps('https://acme.example/api/customer/coupons')).toBe(false);
  });

  it('is one self-contained function, as Workbox copies its text into the worker', () => {
    const copied = new Function(`return (${offlineProfileCaching.urlPattern.toString()})`)() as typeof offlineProfileCaching.urlPattern;
    expect(copied({ url: new URL('https://acme.example/api/customer/profile'), sameOrigin: true })).toBe(true);
  });
});
