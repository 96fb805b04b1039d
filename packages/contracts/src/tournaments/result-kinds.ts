/**
 * How a category keeps results and how a match was decided: constants without a schema, so the
 * event pages' contract (events/event-site.ts) can name them without building every tournament
 * schema. Those live in a chunk of their own that the event pages would otherwise evaluate: 97 ms
 * of home's first render at phone speed (Chromium at 4× slow-down, issue 34).
 */

/**
 * Timed and measured events (issue 32): `match` is two sides and a score; `time` ranks the lowest
 * first (100 m, swimming, relays); `distance`, `height` and `score` rank the highest first (long
 * jump, high jump, archery, shooting).
 */
export const RESULT_TYPES = ['match', 'time', 'distance', 'height', 'score'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/** How a knockout match was decided. */
export const DECIDED_BY = ['regular', 'extra_time', 'penalties', 'walkover', 'abandoned'] as const;
