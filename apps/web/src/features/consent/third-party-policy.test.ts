import { describe, expect, it } from 'vitest';
import { isThirdPartyBlockedPath } from './third-party-policy';

describe('isThirdPartyBlockedPath', () => {
  it('blocks sign-in, security, staff, kiosk and admin pages in any case', () => {
    for (const path of ['/Login', '/login', '/LOGIN/', '/security', '/staff/scan', '/kiosk', '/admin/events']) {
      expect(isThirdPartyBlockedPath(path)).toBe(true);
    }
  });
  it("blocks an event's big screen: a TV has nobody to answer the consent banner", () => {
    for (const path of ['/bengaluru-corporate-olympics-2026/screen', '/bengaluru-corporate-olympics-2026/Screen/']) {
      expect(isThirdPartyBlockedPath(path)).toBe(true);
    }
    expect(isThirdPartyBlockedPath('/bengaluru-corporate-olympics-2026/screening')).toBe(false);
  });
  it('allows the member pages', () => {
    for (const path of ['/', '/event-calendar', '/bengaluru-corporate-olympics-2026/fixtures', '/my-events', '/loginhelp', '/profile']) {
      expect(isThirdPartyBlockedPath(path)).toBe(false);
    }
  });
});
