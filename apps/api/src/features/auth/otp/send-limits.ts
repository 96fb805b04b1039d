/** A send limit: at most `max` sends in any `windowSeconds`. */
export interface SendLimit {
  scope: 'phone' | 'ip';
  max: number;
  windowSeconds: number;
}

/** The limits: 1 per phone per 60 s, 5 per 15 min, 10 per day; 20 per IP per hour. */
export const SEND_LIMITS: readonly SendLimit[] = [
  { scope: 'phone', max: 1, windowSeconds: 60 },
  { scope: 'phone', max: 5, windowSeconds: 15 * 60 },
  { scope: 'phone', max: 10, windowSeconds: 24 * 60 * 60 },
  { scope: 'ip', max: 20, windowSeconds: 60 * 60 },
];

/** The longest window: older sends never matter. */
export const LONGEST_SEND_WINDOW_SECONDS = Math.max(...SEND_LIMITS.map((limit) => limit.windowSeconds));

/**
 * Seconds until one more send is allowed (0: allowed now). For each limit that is full, the wait
 * is until the oldest of the last `max` sends leaves the window; the longest wait wins.
 */
export function secondsUntilNextSend(sends: { phone: readonly Date[]; ip: readonly Date[] }, now: Date): number {
  let waitMs = 0;
  for (const limit of SEND_LIMITS) {
    const windowMs = limit.windowSeconds * 1000;
    const inWindow = sends[limit.scope]
      .map((sentAt) => sentAt.getTime())
      .filter((sentAt) => sentAt > now.getTime() - windowMs)
      .sort((left, right) => right - left);
    if (inWindow.length < limit.max) continue;
    waitMs = Math.max(waitMs, inWindow[limit.max - 1]! + windowMs - now.getTime());
  }
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}
