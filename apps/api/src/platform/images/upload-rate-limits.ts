import type { RateLimit } from '../rate-limit/rate-limiter';

/**
 * Picture uploads per person (every attempt counts, refused ones too: decoding is the cost). A
 * person changes their profile picture a few times at most; an admin fills a gallery in batches.
 */
export const UPLOAD_RATE_LIMITS = {
  profilePicture: { max: 10, windowSeconds: 10 * 60 },
  galleryImage: { max: 60, windowSeconds: 10 * 60 },
  /** A tenant's logo: tried a few times while choosing, rarely after. */
  brandLogo: { max: 20, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimit>;

export const UPLOAD_RATE_LIMITED_MESSAGE = 'You have uploaded many pictures in a short time. Please wait a few minutes and try again.';
