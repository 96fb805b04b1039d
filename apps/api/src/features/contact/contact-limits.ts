import type { RateLimit } from '../../platform/rate-limit/rate-limiter';

/**
 * Contact messages per sender: per email address (the person writing; any tenant) and per client IP
 * (a bot rotating addresses). Every captcha-verified attempt counts. A person with a question sends
 * one or two; an office behind one IP a handful.
 */
export const CONTACT_LIMITS = {
  perEmail: { max: 3, windowSeconds: 60 * 60 },
  perIp: { max: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;
