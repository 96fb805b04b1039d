/** `/{event path}/screen` (any case, one trailing slash at most): the venue big screen, a page nobody touches. */
const BIG_SCREEN_PATH = /^\/[^/]+\/screen\/?$/i;

/** Whether a path is an event's big screen (issue 32 §3): no consent banner, updates load by themselves. */
export function isBigScreenPath(pathname: string): boolean {
  return BIG_SCREEN_PATH.test(pathname);
}
