import type { Query } from '@tanstack/react-query';

/**
 * Which answers of the query cache are kept on the device for a start with no network (issue 30):
 * the tenant's settings (the app shell: menu, scanner module), the signed-in person's own reads
 * (profile and QR, registrations with their next matches, orders, coupons, certificates, their
 * calendar link and notification choices: every panel of My registrations and the home) and the pages of the
 * events that person is registered in. Nothing else: another event, a console, an admin list.
 */
const OWN_READ_KINDS: ReadonlySet<string> = new Set([
  'tenant-config',
  'profile',
  'my-registrations',
  'my-orders',
  'coupons',
  'my-certificates',
  'calendar-link',
  'notification-settings',
]);

/** An event page's reads, whose second key part is the event id (features/event-site/api/query-keys.ts). */
const EVENT_READ_KINDS: ReadonlySet<string> = new Set([
  'event-teams',
  'event-fixtures',
  'event-standings',
  'event-results',
  'medal-tally',
  'event-gallery',
]);
const EVENT_BY_PATH_KIND = 'event-by-path';

/** Every kind of read that may be kept (their cache entries live as long as the saved copy). */
export const KEPT_READ_KINDS: readonly string[] = [...OWN_READ_KINDS, ...EVENT_READ_KINDS, EVENT_BY_PATH_KIND];

/**
 * 12 hours: as long as the service worker keeps the profile and QR (OFFLINE_PROFILE_MAX_AGE_SECONDS,
 * issue 28), so by the next day a saved copy is gone. Not imported from there: this file is loaded
 * lazily, and sharing a module with the first load would cost /Login a chunk (kept-reads.test.ts
 * checks the two agree).
 */
export const KEPT_READS_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** The events the person is registered in (not withdrawn), read from their saved registrations. */
export function registeredEventIds(queries: readonly Pick<Query, 'queryKey' | 'state'>[]): Set<number> {
  const ids = new Set<number>();
  for (const query of queries) {
    if (query.queryKey[0] !== 'my-registrations' || !Array.isArray(query.state.data)) continue;
    // My waiting lists share the key's start (so a registration refreshes them) but are no registration.
    if (query.queryKey[1] === 'waitlist') continue;
    for (const row of query.state.data as { status?: string; event?: { id?: number } }[])
      if (row.status !== 'withdrawn' && typeof row.event?.id === 'number') ids.add(row.event.id);
  }
  return ids;
}

/**
 * Whether one read's answer is kept for offline, given the events the person is registered in. An
 * answer whose refetch has just failed (offline) is still kept: a save made offline must not drop it.
 */
export function isKeptRead(query: Pick<Query, 'queryKey' | 'state'>, eventIds: ReadonlySet<number>): boolean {
  if (query.state.data === undefined) return false;
  const [kind, second] = query.queryKey;
  if (typeof kind !== 'string') return false;
  if (OWN_READ_KINDS.has(kind)) return true;
  if (EVENT_READ_KINDS.has(kind)) return typeof second === 'number' && eventIds.has(second);
  if (kind === EVENT_BY_PATH_KIND) {
    const event = query.state.data as { id?: number } | undefined;
    return typeof event?.id === 'number' && eventIds.has(event.id);
  }
  return false;
}
