/**
 * The only API answers the service worker keeps (vite.config.ts): the signed-in person's profile
 * and personal QR, so /profile shows the code at a venue with no network. Network first: fresh
 * when online. Kept for 12 hours at most (issue 28): a phone kept offline after its owner was
 * signed out everywhere stops showing the profile and the code by the next day (and the code itself
 * no longer verifies, the server renewed it). Logout deletes the cache at once (lib/auth/session.ts).
 */
export const OFFLINE_PROFILE_CACHE = 'podium-profile';
export const OFFLINE_PROFILE_MAX_AGE_SECONDS = 12 * 60 * 60;

/** Workbox's runtime caching rule for those answers; past maxAgeSeconds an entry is never served. */
export const offlineProfileCaching = {
  // Same-origin /api/customer/profile and /profile/details, nothing else. Self-contained: Workbox
  // copies this function's text into the worker, so it may not call anything imported.
  urlPattern: ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
    sameOrigin && /\/api\/customer\/profile(\/details)?$/.test(url.pathname),
  handler: 'NetworkFirst' as const,
  options: {
    cacheName: OFFLINE_PROFILE_CACHE,
    networkTimeoutSeconds: 4,
    expiration: { maxEntries: 4, maxAgeSeconds: OFFLINE_PROFILE_MAX_AGE_SECONDS, purgeOnQuotaError: true },
  },
};
