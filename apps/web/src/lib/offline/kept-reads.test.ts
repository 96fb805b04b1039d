import { describe, expect, it } from 'vitest';
import { isKeptRead, KEPT_READS_MAX_AGE_MS, registeredEventIds } from './kept-reads';
import { OFFLINE_PROFILE_MAX_AGE_SECONDS } from './offline-profile-cache';

const read = (queryKey: unknown[], data: unknown, status: 'success' | 'error' | 'pending' = 'success') =>
  ({ queryKey, state: { data, status } }) as unknown as Parameters<typeof isKeptRead>[0];

const registrations = read(
  ['my-registrations', 'all'],
  [
    { status: 'confirmed', event: { id: 7 } },
    { status: 'withdrawn', event: { id: 8 } },
  ],
);

describe('what is kept for a start with no network (issue 30)', () => {
  it('keeps the person own reads and the tenant settings, with or without a failed refetch', () => {
    const events = registeredEventIds([registrations]);
    for (const key of [
      ['tenant-config'],
      ['profile', 'token'],
      ['profile', 'details'],
      ['my-registrations', 'all'],
      ['my-orders'],
      ['coupons'],
      // My registrations' other panels and the home's reminder line: no "Network error" offline.
      ['my-certificates'],
      ['calendar-link'],
      ['notification-settings'],
    ])
      expect(isKeptRead(read(key, { any: 1 }), events), key.join('/')).toBe(true);
    expect(isKeptRead(read(['my-registrations', 'all'], [], 'error'), events)).toBe(true);
    expect(isKeptRead(read(['profile', 'token'], undefined, 'pending'), events)).toBe(false);
  });

  it('keeps the pages of events the person is registered in, not others, nor withdrawn ones', () => {
    const events = registeredEventIds([registrations]);
    expect([...events]).toEqual([7]);
    expect(isKeptRead(read(['event-by-path', 'bengaluru-games'], { id: 7 }), events)).toBe(true);
    expect(isKeptRead(read(['event-fixtures', 7, { round: 1 }], []), events)).toBe(true);
    expect(isKeptRead(read(['event-by-path', 'bengaluru-other'], { id: 9 }), events)).toBe(false);
    expect(isKeptRead(read(['event-by-path', 'bengaluru-left'], { id: 8 }), events)).toBe(false);
    expect(isKeptRead(read(['event-results', 9], []), events)).toBe(false);
  });

  it('keeps nothing else: consoles, admin lists, public lists', () => {
    const events = registeredEventIds([registrations]);
    for (const key of [['admin-events'], ['staff-people', 7], ['event-calendar'], ['public-events']])
      expect(isKeptRead(read(key, []), events), key.join('/')).toBe(false);
  });

  it('keeps a saved copy as long as the service worker keeps the profile and QR', () => {
    expect(KEPT_READS_MAX_AGE_MS).toBe(OFFLINE_PROFILE_MAX_AGE_SECONDS * 1000);
  });
});
